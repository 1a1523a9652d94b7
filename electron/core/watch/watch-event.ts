/**
 * The words of a confirmed transition or change (shared/watch.ts WatchEvent): a title that says
 * what happened to which connection ("Shop Köln: could not be checked (refused)", "Shop Köln: 3
 * categories changed"), a body of one or two lines, and what clicking it opens: the Changes view for
 * the two snapshots of a change, else Diagnostics. Made as words (shared/messages/watch/), which
 * main and the renderer show in the app's language, and read in English as the title and body.
 * Built only from class words, counts and field names (masked), so no token can reach it. Pure.
 */
import type { SharedWords } from '../../../shared/messages/en';
import type { WatchChanged, WatchEvent, WatchOpen } from '../../../shared/watch';
import {
  durationWordsOf,
  joinedWords,
  spoken,
  watchClassSentenceWords,
  watchClassWords,
  watchWords,
} from '../../../shared/watch-words';
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
  const { runs } = context;
  const lasted = context.durationMs ?? null;
  // How long it was broken is news; how long it conformed before it broke is not.
  const beforeWords =
    lasted === null || before.watchClass === 'conforms'
      ? watchClassWords(before.watchClass)
      : watchWords('watch.event.lasted', {
          class: watchClassWords(before.watchClass),
          duration: durationWordsOf(lasted),
        });
  const title = watchWords('watch.event.named', {
    name,
    what: kind === 'transition' ? watchClassWords(after.watchClass) : what.headline,
  });
  const now = watchClassSentenceWords(after.watchClass);
  const lines: SharedWords[] =
    kind === 'transition'
      ? [
          runs > 1
            ? watchWords('watch.event.body.transitionRuns', { now, runs, before: beforeWords })
            : watchWords('watch.event.body.transition', { now, before: beforeWords }),
          ...(changed.length > 0 && what.detail ? [what.detail] : []),
        ]
      : [
          runs > 1
            ? watchWords('watch.event.body.changeRuns', { detail: what.detail ?? '', runs })
            : (what.detail ?? watchWords('common.asIs', { text: '' })),
        ];
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
    ...spoken(title, lines),
    open,
    ...(kind === 'transition' && lasted !== null ? { durationMs: lasted } : {}),
  };
}

// "3 categories changed" and "Categories: 1 added, 2 changed." from what changed and its counts;
// no detail when nothing changed.
function changeWords(
  changed: readonly WatchChanged[],
  counts: ContentChanges | null,
): { headline: SharedWords; detail: SharedWords | null } {
  const parts: SharedWords[] = [];
  const details: SharedWords[] = [];
  if (changed.includes('settings')) {
    const fields = counts?.settings ?? null;
    const counted = fields !== null && fields.length > 0;
    parts.push(
      counted
        ? watchWords('watch.event.headline.settings', { count: fields.length })
        : watchWords('watch.event.headline.settingsUncounted'),
    );
    details.push(
      counted
        ? watchWords('watch.event.detail.settings', { fields: listed(fields) })
        : watchWords('watch.event.detail.settingsUncounted'),
    );
  }
  if (changed.includes('categories')) {
    const c = counts?.categories ?? null;
    const total = c ? c.added + c.removed + c.changed : 0;
    parts.push(
      c && total > 0
        ? watchWords('watch.event.headline.categories', { count: total })
        : watchWords('watch.event.headline.categoriesUncounted'),
    );
    // Without the content before (a watch started again) nothing more is known than that they changed.
    details.push(
      !c
        ? watchWords('watch.event.detail.categoriesUnknown')
        : total > 0
          ? watchWords('watch.event.detail.categories', { counts: categoryCounts(c) })
          : watchWords('watch.event.detail.categoriesReordered'),
    );
  }
  const headline =
    parts.length === 2
      ? watchWords('watch.event.headline.both', { settings: parts[0]!, categories: parts[1]! })
      : (parts[0] ?? watchWords('watch.event.headline.none'));
  return { headline, detail: joinedWords(details, 'watch.event.join.sentences') };
}

// "1 added, 2 changed": at least one of them is not zero.
function categoryCounts(c: { added: number; removed: number; changed: number }): SharedWords {
  const words = [
    ...(c.added > 0 ? [watchWords('watch.event.count.added', { count: c.added })] : []),
    ...(c.removed > 0 ? [watchWords('watch.event.count.removed', { count: c.removed })] : []),
    ...(c.changed > 0 ? [watchWords('watch.event.count.changed', { count: c.changed })] : []),
  ];
  return joinedWords(words, 'watch.event.join.comma')!;
}

// At most five names, then how many more; each cut and on one line (names come from the installation).
function listed(fields: readonly string[]): SharedWords | string {
  const shown = fields.slice(0, 5).map((f) => oneLine(f).slice(0, 60));
  return fields.length > 5
    ? watchWords('watch.event.fields.more', { names: shown.join(', '), count: fields.length - 5 })
    : shown.join(', ');
}

function shortened(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]/gu, ' ');
}
