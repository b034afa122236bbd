import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ContractOperation } from '../contract/document';

/** Operations whose success answer is an endless `text/event-stream`. */
function streamsEvents(operation: ContractOperation): boolean {
  const success = operation.operation.responses?.['200'];
  return !!success && !('$ref' in success) && 'text/event-stream' in (success.content ?? {});
}

/**
 * An event stream never ends, so its answer is taken as soon as its headers arrive and the
 * stream is then dropped, as a client leaving would.
 */
export async function injectOnce(
  app: FastifyInstance,
  operation: ContractOperation,
  options: InjectOptions,
): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> {
  if (!streamsEvents(operation)) return app.inject(options);
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return { statusCode: 200, headers: response.headers, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
}
