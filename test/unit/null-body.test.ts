// The one list of body-less statuses (electron/core/client/null-body.ts) that the desktop fetch, the
// undici fetch and the worker's fetch build their Responses with: it must name exactly the statuses
// the Response constructor refuses a body for, and the 1xx answers the Fetch standard adds.
import { describe, expect, it } from 'vitest';
import { hasNullBody } from '../../electron/core/client/null-body';

describe('hasNullBody', () => {
  it('names exactly the statuses a Response refuses a body with', () => {
    const refused: number[] = [];
    for (let status = 200; status <= 599; status++) {
      try {
        new Response('x', { status });
      } catch {
        refused.push(status);
      }
    }
    const named = Array.from({ length: 400 }, (_, i) => 200 + i).filter(hasNullBody);
    expect(named).toEqual(refused);
  });

  it('names the informational answers 101 and 103 too', () => {
    expect([100, 101, 102, 103].map(hasNullBody)).toEqual([false, true, false, true]);
  });
});
