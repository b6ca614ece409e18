import autocannon from 'autocannon'

export type LoadResult = {
  url: string
  method: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  ok: number
  failed: number
  seconds: number
}

/** What a browser sends for a page: it accepts brotli and gzip, so both servers compress. */
export const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html' }

/**
 * One autocannon run against 127.0.0.1, bounded in time. A short warm-up run
 * first, so the JIT and the file cache are in the same state for every server.
 */
export async function load(
  url: string,
  {
    seconds = 8,
    connections = 50,
    method = 'GET',
    headers = browserHeaders,
    body,
  }: { seconds?: number; connections?: number; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`The benchmark only loads 127.0.0.1, not ${url}`)
  await autocannon({ url, connections, duration: 2, method, headers, body })
  const result = await autocannon({ url, connections, duration: seconds, method, headers, body })
  const ok = result['2xx'] + result['3xx']
  return {
    url,
    method,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok,
    failed: result.non2xx - result['3xx'] + result.errors + result.timeouts,
    seconds,
  }
}
