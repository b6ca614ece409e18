/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    timeout?: number
    /** Cycled through by each connection (the site search's queries). */
    requests?: { method?: string; path?: string }[]
  }
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number }
  type Result = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    duration: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
