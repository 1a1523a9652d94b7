// `--log-format` (electron/cli/flags.ts logFormatFlag), read the same way by serve, watch and
// exporter: text unless json is asked for, and any other word a usage error that names both.
import { describe, expect, it } from 'vitest';
import { logFormatFlag } from '../../electron/cli/flags';

describe('logFormatFlag', () => {
  it('is text when not given, and the format named otherwise', () => {
    expect([undefined, 'text', 'json'].map(logFormatFlag)).toEqual(['text', 'text', 'json']);
  });

  it('refuses any other word as a usage error naming what it accepts', () => {
    for (const value of ['xml', 'JSON', ''])
      expect(() => logFormatFlag(value)).toThrow(
        expect.objectContaining({
          code: 'USAGE',
          message: `--log-format must be text or json, got "${value}"`,
        }),
      );
  });
});
