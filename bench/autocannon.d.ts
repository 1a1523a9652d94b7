// The part of autocannon 8's API the benchmarks use (the package ships no type declarations).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Histogram {
    average: number;
    mean: number;
    total: number;
  }
  interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    mismatches: number;
    '2xx': number;
    requests: Histogram;
    throughput: Histogram;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
