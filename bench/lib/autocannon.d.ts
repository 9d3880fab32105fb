// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string | Buffer;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests to send in all; overrides `duration`. */
    amount?: number;
    /** Requests per second across all connections, however fast the server could answer. */
    overallRate?: number;
    /** Seconds. */
    timeout?: number;
    /** Sent in turn on every connection; `setupRequest` may change each before it goes out. */
    requests?: Array<{
      setupRequest?: (request: RequestParams) => RequestParams;
      /** Each answer as it arrives: its status and body. */
      onResponse?: (status: number, body: string) => void;
    }>;
  }

  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface Result {
    /** Seconds the run took. */
    duration: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
