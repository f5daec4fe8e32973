import { describe, expect, it } from 'vitest';
import { parseWrkReport } from './wrk.mjs';

// wrk 4.1's report, as printed with --latency (the figures of a real run, one failure line added).
const REPORT = `Running 2s test @ http://127.0.0.1:6990/v1/api/startups/create
  2 threads and 16 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.05ms    3.02ms  35.89ms   92.28%
    Req/Sec     2.13k   669.05     2.88k    67.50%
  Latency Distribution
     50%  812.00us
     75%    4.81ms
     90%    6.62ms
     99%    1.02s
  8518 requests in 2.01s, 9.37MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:   4239.33
Transfer/sec:      4.67MB
`;

describe('parseWrkReport', () => {
  it('reads the rate, the latencies in ms, the failed answers and the socket errors', () => {
    expect(parseWrkReport(REPORT)).toEqual({
      rps: 4239.33,
      p50: 0.8,
      p99: 1020,
      non2xx: 7,
      errors: 5,
      cacheHits: null,
    });
  });

  it('counts no failures when wrk prints none', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '');
    expect(parseWrkReport(clean)).toMatchObject({ non2xx: 0, errors: 0 });
  });

  it('refuses a report without a rate instead of reading it as zero', () => {
    expect(() => parseWrkReport('unable to connect to 127.0.0.1:6990 Connection refused')).toThrow(
      /Requests\/sec/,
    );
  });
});
