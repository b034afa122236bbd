/** STUDIO_JOB_CONCURRENCY: jobs one process runs at once; 0 leaves them to `worker` processes. */
export function readJobConcurrency(env: NodeJS.ProcessEnv, fallback: number): number {
  const concurrency = Number(env.STUDIO_JOB_CONCURRENCY ?? fallback);
  if (!Number.isInteger(concurrency) || concurrency < 0)
    throw new Error(`STUDIO_JOB_CONCURRENCY is not a count: ${env.STUDIO_JOB_CONCURRENCY}`);
  return concurrency;
}
