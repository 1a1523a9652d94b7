// The text lines of `serve`'s request log: readable, one per request, and client-provided text
// (path, Host, User-Agent) never reaches the terminal with control characters intact.
import { describe, expect, it } from 'vitest';
import { createRequestLogger, formatRequest, printable } from '../../electron/cli/request-log';
import type { RequestEvent } from '../../electron/core/server/embedded-server';

const EVENT: RequestEvent = {
  method: 'GET',
  path: '/api/v2/products/getcategorys?et_auth_token=***',
  status: 200,
  durationMs: 0.4,
  bytes: 12_345,
  host: '127.0.0.1:4180',
  userAgent: 'curl/8.5.0',
};

describe('serve request log: text lines', () => {
  it('shows time, method, path, status, duration, size, host and user agent on one line', () => {
    expect(formatRequest(EVENT, '12:34:56')).toBe(
      '12:34:56 GET /api/v2/products/getcategorys?et_auth_token=*** 200 0.4 ms 12.3 kB 127.0.0.1:4180 "curl/8.5.0"',
    );
  });

  it('says reset for a dropped connection and - for missing headers', () => {
    expect(formatRequest({ ...EVENT, status: 0, host: '', userAgent: '' }, '00:00:00')).toMatch(
      / reset 0\.4 ms 12\.3 kB - "-"$/,
    );
  });

  it.each([
    ['ESC sequences', '\u001b[2J\u001b[1;32mPASS', '\\u001b[2J\\u001b[1;32mPASS'],
    ['C1 controls (CSI)', 'a\u009b31mb', 'a\\u009b31mb'],
    ['CR and LF', 'x\r\n12:00:00 GET / 200', 'x\\u000d\\u000a12:00:00 GET / 200'],
    ['line and paragraph separators', 'a\u2028b\u2029c', 'a\\u2028b\\u2029c'],
    ['bidi overrides', 'abc\u202edcba\u2066', 'abc\\u202edcba\\u2066'],
  ])('escapes %s visibly', (_, hostile, shown) => {
    expect(printable(hostile)).toBe(shown);
    const line = formatRequest({ ...EVENT, path: `/${hostile}`, userAgent: hostile, host: hostile }, 't');
    // eslint-disable-next-line no-control-regex -- the point is that there are none
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202e\u2066]/);
    expect(line.split('\n')).toHaveLength(1);
  });

  it('cuts long values and says how much was cut', () => {
    const shown = printable('A'.repeat(5_000));
    expect(shown).toBe(`${'A'.repeat(300)}… (4700 more characters)`);
  });

  it('leaves ordinary text alone, non-ASCII letters included', () => {
    expect(printable('/images/k%C3%A4se Käse お茶')).toBe('/images/k%C3%A4se Käse お茶');
  });
});

describe('serve request log: formats', () => {
  function collect() {
    const written: string[] = [];
    let closed = false;
    return {
      written,
      closed: () => closed,
      destination: {
        write: (text: string) => written.push(text),
        close: async () => {
          closed = true;
        },
      },
    };
  }

  it('writes JSON lines with method, path, status, duration and size in json format', async () => {
    const sink = collect();
    const logger = createRequestLogger('json', sink.destination);
    logger.log({ ...EVENT, userAgent: 'evil\u001b[2J' });
    await logger.close();
    expect(sink.closed()).toBe(true);
    expect(sink.written).toHaveLength(1);
    expect(sink.written[0]).toMatch(/\n$/);
    const entry = JSON.parse(sink.written[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      method: 'GET',
      path: EVENT.path,
      status: 200,
      durationMs: 0.4,
      bytes: 12_345,
      host: '127.0.0.1:4180',
      userAgent: 'evil\u001b[2J',
      msg: 'request',
    });
    expect(typeof entry.time).toBe('string');
    // JSON keeps the exact value, escaped as JSON escapes it: no raw ESC in the output.
    expect(sink.written[0]).not.toContain('\u001b');
  });

  it('writes one text line per request in text format', async () => {
    const sink = collect();
    const logger = createRequestLogger('text', sink.destination);
    logger.log(EVENT);
    logger.log({ ...EVENT, method: 'HEAD' });
    await logger.close();
    expect(sink.written.join('')).toMatch(/^\d\d:\d\d:\d\d GET .*\n\d\d:\d\d:\d\d HEAD .*\n$/);
  });
});
