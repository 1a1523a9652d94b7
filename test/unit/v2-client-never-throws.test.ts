// The v2 client resolves, never throws: should reading an answer throw (a bug, not the installation),
// the call still resolves to a failure, masked, and the request log hears of it once.
import { describe, expect, it, vi } from 'vitest';
import { createV2Client } from '../../electron/core/client/v2-client';
import type { CallRecord } from '../../electron/core/client/call-types';

vi.mock('../../electron/core/client/interpret-answer', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../electron/core/client/interpret-answer')>();
  return {
    ...actual,
    interpretAnswer: () => {
      throw new TypeError('a bug while reading the answer');
    },
  };
});

const TOKEN = 'tok-NeverThrows-5c1e';

describe('v2 client, when reading an answer throws', () => {
  it('resolves to a failure with the address masked, and logs the call once', async () => {
    const calls: CallRecord[] = [];
    const client = createV2Client({
      fetch: async () =>
        new Response('{"status": true, "rows": []}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      onCall: (record) => calls.push(record),
    });
    const result = await client.getCategories({ baseUrl: 'http://127.0.0.1:9', token: TOKEN });
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.failure.kind).toBe('network');
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.ok).toBe(false);
    expect(JSON.stringify(calls)).not.toContain(TOKEN);
  });
});
