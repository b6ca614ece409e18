/**
 * How long to wait before the next attempt: doubling from `baseMs` up to
 * `maxMs`, with ±20 % jitter so that servers recovering together do not
 * retry in step. Delivery never gives up: a message waits as long as SMTP
 * is down.
 */
export function retryDelay(
  attempt: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs)
  return Math.round(exponential * (0.8 + 0.4 * random()))
}
