/** Spec section 9: a venue's bandwidth is averaged over 30 seconds. */
export const BANDWIDTH_WINDOW_MS = 30_000;

/**
 * The bytes a decoder received, as a moving average over the last 30 seconds. Before 30 seconds
 * have passed since the first byte, the average is over the time since then, so a decoder that
 * just started reports what it really receives rather than a fraction of it.
 */
export class BandwidthAverage {
  private readonly samples: Array<{ atMs: number; bytes: number }> = [];
  private firstAtMs: number | undefined;

  constructor(private readonly windowMs = BANDWIDTH_WINDOW_MS) {}

  add(bytes: number, atMs: number): void {
    if (bytes <= 0) return;
    this.firstAtMs ??= atMs;
    this.samples.push({ atMs, bytes });
    this.forget(atMs);
  }

  /** Kilobits per second over the window ending at `nowMs`; null before any byte. */
  kbps(nowMs: number): number | null {
    if (this.firstAtMs === undefined) return null;
    this.forget(nowMs);
    const bytes = this.samples.reduce((total, sample) => total + sample.bytes, 0);
    // At least one second, so the first chunk is not divided by a few milliseconds.
    const spanMs = Math.max(1000, Math.min(this.windowMs, nowMs - this.firstAtMs));
    return Math.round(((bytes * 8) / spanMs) * 10) / 10;
  }

  private forget(nowMs: number): void {
    const oldest = nowMs - this.windowMs;
    while (this.samples.length > 0 && this.samples[0]!.atMs <= oldest) this.samples.shift();
  }
}
