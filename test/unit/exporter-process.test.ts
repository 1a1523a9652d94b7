// When `exporter` restarts itself in place with its V8 flags and MALLOC_ARENA_MAX, and when it runs
// as started (the user chose, the marker is set, no execve, Electron).
import { describe, expect, it } from 'vitest';
import {
  EXPORTER_NODE_FLAGS,
  TUNING_VARIABLE,
  tunedStart,
  type ProcessFacts,
} from '../../electron/cli/exporter-process';

const execve = (() => {
  throw new Error('not called by tunedStart');
}) as unknown as NonNullable<ProcessFacts['execve']>;

function facts(over: Partial<ProcessFacts> = {}): ProcessFacts {
  return { env: { PATH: '/usr/bin' }, execArgv: [], electron: false, execve, ...over };
}

const ARGV = ['/usr/bin/node', '/app/dist/cli.js', 'exporter', '--fleet', 'fleet.csv'];

describe('tunedStart', () => {
  it('starts the same command with the flags, the arena bound and the marker', () => {
    const start = tunedStart(facts({ execArgv: ['--cpu-prof'] }), '/usr/bin/node', ARGV);
    expect(start?.args).toEqual([
      '/usr/bin/node',
      ...EXPORTER_NODE_FLAGS,
      '--cpu-prof',
      '/app/dist/cli.js',
      'exporter',
      '--fleet',
      'fleet.csv',
    ]);
    expect(start?.env).toEqual({ PATH: '/usr/bin', MALLOC_ARENA_MAX: '2', [TUNING_VARIABLE]: 'on' });
  });

  it('runs as started once tuned, or when the variable says so', () => {
    for (const value of ['on', 'off', ''])
      expect(tunedStart(facts({ env: { [TUNING_VARIABLE]: value } }), '/usr/bin/node', ARGV)).toBeNull();
  });

  it('runs as started when the user chose a flag or the arenas', () => {
    const chosen: Partial<ProcessFacts>[] = [
      { env: { NODE_OPTIONS: '--max-old-space-size=512 --max_semi_space_size=16' } },
      { execArgv: ['--heap-growing-percent=50'] },
      { env: { MALLOC_ARENA_MAX: '4' } },
    ];
    for (const over of chosen) expect(tunedStart(facts(over), '/usr/bin/node', ARGV)).toBeNull();
  });

  it('runs as started without execve or under Electron', () => {
    expect(tunedStart(facts({ execve: null }), '/usr/bin/node', ARGV)).toBeNull();
    expect(tunedStart(facts({ electron: true }), '/usr/bin/node', ARGV)).toBeNull();
  });
});
