// The verdict of shared/outcome.ts for every failure kind and the edge cases docs/cli.md's exit-code
// table decides: a refused call is never a violation, a call not reached wins, one operation missing
// beside one that answers is a violation, every operation missing is a wrong address.
import { describe, expect, it } from 'vitest';
import type { CallFailure } from '../../shared/call-result';
import { CAUSE_TEXT, failureClass, outcomeText, verdictOf, type CallSummary } from '../../shared/outcome';

const OK: CallSummary = { ok: true };
const failed = (failure: CallFailure, httpStatus?: number): CallSummary => ({
  ok: false,
  failure,
  meta: { httpStatus },
});
const apiFailure = (message: string, httpStatus: number) =>
  failed({ kind: 'api-failure', message, httpStatus }, httpStatus);
const httpStatus = (status: number, text: string) =>
  failed({ kind: 'http-status', statusText: `${status} ${text}`, preview: '<html>' }, status);
const network = (reason: 'refused' | 'dns' | 'tls' | 'timeout' | 'blocked-port' | 'proxy') =>
  failed({ kind: 'network', reason, message: reason });

describe('failureClass', () => {
  it.each([
    ['status:false with 200', apiFailure('Invalid token', 200), 'refused'],
    ['status:false with 401', apiFailure('Invalid token', 401), 'refused'],
    ['status:false with 503', apiFailure('Maintenance', 503), 'refused'],
    ['status:false with 404', apiFailure('Not found', 404), 'not-api'],
    ['the specification’s "Unknown method" with 200', apiFailure('Unknown method', 200), 'not-api'],
    ['an HTML 401 of a login in front', httpStatus(401, 'Unauthorized'), 'refused'],
    ['an HTML 403 of a firewall', httpStatus(403, 'Forbidden'), 'refused'],
    ['a 429', httpStatus(429, 'Too Many Requests'), 'refused'],
    ['an HTML 404', httpStatus(404, 'Not Found'), 'not-api'],
    ['an HTML 410', httpStatus(410, 'Gone'), 'not-api'],
    ['a 400 of nginx for plain HTTP on its TLS port', httpStatus(400, 'Bad Request'), 'not-api'],
    ['a proxy’s 407', httpStatus(407, 'Proxy Authentication Required'), 'gateway-error'],
    ['a proxy that refuses the tunnel or wants credentials', network('proxy'), 'gateway-error'],
    [
      'an answer nested past 64 levels',
      failed({ kind: 'too-deep', path: 'rows[0].extra', limit: 64 }, 200),
      'violates',
    ],
    ['a proxy’s HTML 502', httpStatus(502, 'Bad Gateway'), 'gateway-error'],
    ['a 500 whose JSON has no status', httpStatus(500, 'Internal Server Error'), 'gateway-error'],
    [
      'a web page with 200',
      failed({ kind: 'not-json', contentType: 'text/html', preview: '' }, 200),
      'not-api',
    ],
    ['a shape the specification refuses', failed({ kind: 'contract', issues: [] }, 200), 'violates'],
    ['a body past the cap', failed({ kind: 'too-large', limitBytes: 64_000_000 }, 200), 'wrong-address'],
    ['a redirect to another host', failed({ kind: 'redirect', message: 'elsewhere' }, 302), 'wrong-address'],
    ['a refused connection', network('refused'), 'unreachable'],
    ['a name not found', network('dns'), 'unreachable'],
    ['a port the host refuses', network('blocked-port'), 'unreachable'],
    ['a TLS failure', network('tls'), 'tls'],
    ['no answer in time', network('timeout'), 'timeout'],
    ['a cancelled call', failed({ kind: 'cancelled' }), 'usage'],
    ['an address that cannot be used', failed({ kind: 'invalid-url', message: 'no scheme' }), 'usage'],
  ])('classes %s as %s', (_, call, expected) => {
    if (call.ok) throw new Error('a failed call was expected');
    expect(failureClass(call.failure, call.meta.httpStatus)).toBe(expected);
  });
});

describe('verdictOf', () => {
  it('says conforms with exit 0 when both calls answered and no rule broke', () => {
    expect(verdictOf([OK, OK], false)).toEqual({ outcome: 'conforms', cause: null, exitCode: 0 });
  });

  it('says violates with exit 1 when a rule broke', () => {
    expect(verdictOf([OK, OK], true)).toEqual({ outcome: 'violates', cause: null, exitCode: 1 });
  });

  it('never calls a refused token a violation, even beside a broken rule', () => {
    expect(verdictOf([OK, apiFailure('Invalid token', 401)], true)).toEqual({
      outcome: 'not-checked',
      cause: 'refused',
      exitCode: 2,
    });
  });

  it('calls both operations answering 404 a wrong address', () => {
    expect(verdictOf([apiFailure('Not found', 404), httpStatus(404, 'Not Found')], false).cause).toBe(
      'wrong-address',
    );
  });

  it('calls one operation missing while the other answers a violation', () => {
    expect(verdictOf([OK, httpStatus(404, 'Not Found')], false).outcome).toBe('violates');
    expect(verdictOf([httpStatus(404, 'Not Found'), OK], false).outcome).toBe('violates');
  });

  it('calls an operation answering Unknown method beside one that answered not offered, never a violation', () => {
    for (const status of [200, 404])
      expect(verdictOf([apiFailure('Unknown method', status), OK], true)).toEqual({
        outcome: 'not-checked',
        cause: 'not-offered',
        exitCode: 2,
      });
    // The categories answered, breaking a rule: the address is still right.
    const broken = failed({ kind: 'contract', issues: [] }, 200);
    expect(verdictOf([apiFailure('Unknown method', 200), broken], false).cause).toBe('not-offered');
    expect(verdictOf([OK, apiFailure('unknown method ', 200)], false).cause).toBe('not-offered');
  });

  it('lets a refused token win over an operation not offered, and calls Unknown method everywhere a wrong address', () => {
    expect(
      verdictOf([apiFailure('Unknown method', 200), apiFailure('Invalid token', 401)], false).cause,
    ).toBe('refused');
    expect(
      verdictOf([apiFailure('Unknown method', 200), apiFailure('Unknown method', 200)], false).cause,
    ).toBe('wrong-address');
    expect(verdictOf([apiFailure('Unknown method', 200), httpStatus(404, 'Not Found')], false).cause).toBe(
      'wrong-address',
    );
  });

  it('lets a call not reached win over any other failure', () => {
    expect(verdictOf([network('timeout'), null], false).cause).toBe('timeout');
    expect(verdictOf([apiFailure('x', 200), network('tls')], false).cause).toBe('tls');
  });

  it('takes the cause of the first call that has one, in call order', () => {
    expect(verdictOf([httpStatus(502, 'Bad Gateway'), apiFailure('x', 200)], false).cause).toBe(
      'gateway-error',
    );
  });

  it('judges one call alone (export makes only the categories call)', () => {
    expect(verdictOf([httpStatus(404, 'Not Found')], false).cause).toBe('wrong-address');
    expect(verdictOf([failed({ kind: 'contract', issues: [] }, 200)], false).outcome).toBe('violates');
  });
});

describe('outcomeText', () => {
  it('words each outcome as check prints it', () => {
    expect(outcomeText({ outcome: 'conforms', cause: null })).toBe('conforms');
    expect(outcomeText({ outcome: 'violates', cause: null })).toBe('violates the specification');
    expect(outcomeText({ outcome: 'not-checked', cause: 'refused' })).toBe(
      'could not be checked: the installation refused the call',
    );
  });

  it('words every cause in the same English as ever (the app says them in its language)', () => {
    expect(CAUSE_TEXT).toEqual({
      refused: 'the installation refused the call',
      'wrong-address': 'what answers at this address cannot be read as the API v2',
      'gateway-error': 'a server or proxy in front of the installation failed',
      unreachable: 'the installation could not be reached',
      tls: 'the secure connection failed',
      timeout: 'the installation did not answer in time',
      usage: 'the address or the settings cannot be used',
      'no-token': 'its token is not available on this computer',
      'not-offered': 'the installation does not offer one of the operations',
    });
    expect(outcomeText({ outcome: 'not-checked', cause: null })).toBe('could not be checked');
  });
});
