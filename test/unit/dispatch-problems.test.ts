// dispatch names at most five problems of bad arguments and counts the others (issue 18, point 12:
// a cut list says how much it leaves out).
import { describe, expect, it } from 'vitest';
import { dispatch, type Handlers } from '../../electron/core/handlers';

describe('dispatch', () => {
  it('names five problems of bad arguments and counts the other two', async () => {
    const draft = { name: 1, baseUrl: 2, token: 3, timeoutMs: 'x' };
    const result = await dispatch({} as Handlers, 'testConnection', { profileId: 7, draft, callId: 5, x: 1 });
    const message = result.ok ? '' : result.error.message;
    const parts = message.split('; ');
    expect(parts).toHaveLength(6);
    expect(parts[0]).toMatch(/^testConnection: profileId: /);
    expect(parts[5]).toBe('and 2 more');
  });

  it('adds no count when every problem is named', async () => {
    const result = await dispatch({} as Handlers, 'deleteProfile', { id: 7 });
    expect(result.ok ? '' : result.error.message).not.toContain('more');
  });
});
