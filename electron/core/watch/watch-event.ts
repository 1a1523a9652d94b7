/**
 * The words of a confirmed transition or change (shared/watch.ts WatchEvent): a title that says
 * what happened to which connection ("Shop Köln: could not be checked (refused)", "Shop Köln: 3
 * categories changed"), a body of one or two lines, and what clicking it opens: the Changes view for
 * the two snapshots of a change, else Diagnostics. Built only from class words, counts and field
 * names (masked), so no token can reach it. Pure.
 */
import { countText } from '../../../shared/count-text';
import { durationWords } from '../../../shared/duration-text';
import {
  watchClassSentence,
  watchClassText,
  type WatchChanged,
  type WatchEvent,
  type WatchOpen,
} from '../../../shared/watch';
import type { ContentChanges } from './watch-content';
import type { Observation } from './watch-state';

/** The most characters of the connection's name in a title. */
const TITLE_NAME_CHARS = 200;

/** A decision that confirmed something. */
export interface Confirmation {
  readonly kind: 'transition' | 'change';
  readonly before: Observation;
  readonly after: Observation;
  readonly changed: readonly WatchChanged[];
}

/** Who and when: the event's id, connection and the time of the run that confirmed it. */
export interface EventContext {
  readonly id: string;
  readonly profileId: string;
  readonly connectionName: string;
  readonly at: number;
  /** The agreeing runs that confirmed it. */
  readonly runs: number;
  /** What changed, counted; null when the content before is not known in this session. */
  readonly changes: ContentChanges | null;
  /** On a transition: how long the class before had lasted (ms); null when not known. */
  readonly durationMs?: number | null;
}

/** The event of `confirmation`. */
export function watchEventOf(confirmation: Confirmation, context: EventContext): WatchEvent {
  const { kind, before, after, changed } = confirmation;
  // A title stays a line: the command line's name may be a long base URL.
  const name = shortened(oneLine(context.connectionName), TITLE_NAME_CHARS);
  const what = changeWords(changed, context.changes);
  const confirmedBy = context.runs > 1 ? ` (${context.runs} runs in a row)` : '';
  const lasted = context.durationMs ?? null;
  // How long it was broken is news; how long it conformed before it broke is not.
  const beforeFor =
    lasted === null || before.watchClass === 'conforms' ? '' : ` for ${durationWords(lasted)}`;
  const title =
    kind === 'transition' ? `${name}: ${watchClassText(after.watchClass)}` : `${name}: ${what.headline}`;
  const lines =
    kind === 'transition'
      ? [
          `Now ${watchClassSentence(after.watchClass)}${confirmedBy}; before: ${watchClassText(before.watchClass)}${beforeFor}.`,
          ...(changed.length > 0 ? [what.detail] : []),
        ]
      : [`${what.detail}${confirmedBy === '' ? '' : ` Seen in ${context.runs} runs in a row.`}`];
  const open: WatchOpen =
    kind === 'change' && before.snapshotId && after.snapshotId && before.snapshotId !== after.snapshotId
      ? { view: 'changes', before: before.snapshotId, after: after.snapshotId }
      : { view: 'diagnostics', profileId: context.profileId };
  return {
    id: context.id,
    profileId: context.profileId,
    connectionName: context.connectionName,
    at: context.at,
    kind,
    from: kind === 'transition' ? before.watchClass : null,
    to: after.watchClass,
    changed: [...changed],
    title,
    body: lines.join('\n'),
    open,
    ...(kind === 'transition' && lasted !== null ? { durationMs: lasted } : {}),
  };
}

// "3 categories changed" and "Categories: 1 added, 2 changed." from what changed and its counts.
function changeWords(
  changed: readonly WatchChanged[],
  counts: ContentChanges | null,
): { headline: string; detail: string } {
  const parts: string[] = [];
  const details: string[] = [];
  if (changed.includes('settings')) {
    const fields = counts?.settings ?? null;
    parts.push(
      fields && fields.length > 0 ? countText(fields.length, 'setting') + ' changed' : 'settings changed',
    );
    details.push(
      fields && fields.length > 0 ? `Settings changed: ${listed(fields)}.` : 'The settings changed.',
    );
  }
  if (changed.includes('categories')) {
    const c = counts?.categories ?? null;
    const total = c ? c.added + c.removed + c.changed : 0;
    parts.push(
      c && total > 0 ? `${countText(total, 'category', 'categories')} changed` : 'categories changed',
    );
    // Without the content before (a watch started again) nothing more is known than that they changed.
    details.push(
      !c
        ? 'The categories changed.'
        : total > 0
          ? `Categories: ${categoryCounts(c)}.`
          : 'The categories changed (their order, or rows with the same id).',
    );
  }
  const headline = parts.length === 2 ? `${parts[0]} and ${parts[1]}` : (parts[0] ?? 'changed');
  return { headline, detail: details.join(' ') };
}

function categoryCounts(c: { added: number; removed: number; changed: number }): string {
  const words = [
    c.added > 0 ? `${c.added} added` : '',
    c.removed > 0 ? `${c.removed} removed` : '',
    c.changed > 0 ? `${c.changed} changed` : '',
  ];
  return words.filter(Boolean).join(', ');
}

// At most five names, then how many more; each cut and on one line (names come from the installation).
function listed(fields: readonly string[]): string {
  const shown = fields.slice(0, 5).map((f) => oneLine(f).slice(0, 60));
  return fields.length > 5 ? `${shown.join(', ')} and ${fields.length - 5} more` : shown.join(', ');
}

function shortened(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]/gu, ' ');
}
