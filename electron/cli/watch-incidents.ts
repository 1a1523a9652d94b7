/**
 * `watch`'s incident flags (--group-min, --group-share, --group-window, --remind-every) as the
 * incident gate's rule (shared/incidents.ts), and what the gate says as `watch`'s output: lines or
 * a JSON line, then the webhook and the on-change command. Throws AppError('USAGE') for a bad flag.
 */
import { GROUP_MIN, GROUP_SHARE, GROUP_WINDOW_RUNS, type IncidentRule } from '../../shared/incidents';
import type { WatchEvent } from '../../shared/watch';
import { durationFlag, integerFlag } from './flags';
import type { WatchedName } from './watch-output';

const DAY = 86_400_000;

/** The rule the flags ask for. */
export function incidentRule(flags: {
  readonly 'group-min'?: string;
  readonly 'group-share'?: string;
  readonly 'group-window'?: string;
  readonly 'remind-every'?: string;
}): IncidentRule {
  const share = flags['group-share']?.trim().replace(/%$/, '');
  return {
    groupMin: integerFlag('group-min', flags['group-min'], GROUP_MIN.default, GROUP_MIN.min, GROUP_MIN.max),
    groupShare: integerFlag('group-share', share, GROUP_SHARE.default, GROUP_SHARE.min, GROUP_SHARE.max),
    groupWindowRuns: integerFlag(
      'group-window',
      flags['group-window'],
      GROUP_WINDOW_RUNS.default,
      GROUP_WINDOW_RUNS.min,
      GROUP_WINDOW_RUNS.max,
    ),
    remindMs:
      flags['remind-every'] === undefined || flags['remind-every'].trim() === 'off'
        ? null
        : durationFlag('remind-every', flags['remind-every'], 0, 1_000, 7 * DAY),
  };
}

/**
 * Who an event names in `watch`'s output: its installation, or for a grouped event the group
 * (`baseUrls` lists each one's address, in the order of `connections`).
 */
export function speakerOf(
  event: WatchEvent,
  byId: ReadonlyMap<string, WatchedName>,
  byName: ReadonlyMap<string, WatchedName>,
): WatchedName & { baseUrls?: string[] } {
  if (event.connections === undefined)
    return byId.get(event.profileId) ?? { name: event.connectionName, baseUrl: '' };
  const baseUrls = event.connections.map((name) => byName.get(name)?.baseUrl ?? '');
  return { name: event.connectionName, baseUrl: baseUrls[0] ?? '', baseUrls };
}
