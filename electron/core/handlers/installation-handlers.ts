/**
 * Handlers that call an installation for the renderer: test a connection, read its info and
 * categories (the first page now, the rest kept for one later call), cancel a call in flight. The
 * info is answered as received (dataset/received-info.ts): a record with a faulty field is shown,
 * its faults beside it; the verdicts (Diagnostics, check) stay strict.
 */
import { infoFaultWords } from '../../../shared/info-fault-words';
import type { SharedWords } from '../../../shared/messages/en';
import { ProfileInputSchema } from '../../../shared/profiles';
import type { ReceivedInfoResult } from '../../../shared/received-info';
import type { Category, SystemInfo } from '../../../shared/v2';
import { wordsOf } from '../../../shared/words';
import { englishWords } from '../../../shared/words-text';
import { normalizeBaseUrl } from '../client/base-url';
import type { Installation } from '../client/v2-client';
import { shownCategories } from '../../../shared/received-categories';
import { categoriesFaultNoteWords } from './categories-fault-note';
import { receivedInfo } from '../dataset/received-info';
import { AppError } from '../lib/app-error';
import { categoriesPayload } from './categories-payload';
import type { CategoryRests } from './category-rests';
import type { HandlerContext, HandlerDeps, Handlers } from './handler-types';

type InstallationMethods =
  'testConnection' | 'getInfo' | 'getCategories' | 'getCategoriesRest' | 'cancelCall';

export function createInstallationHandlers(
  deps: Pick<HandlerDeps, 'profiles' | 'client' | 'snapshotRecorder'>,
  context: HandlerContext & { readonly cancel: (callId: string) => boolean; readonly rests: CategoryRests },
): Pick<Handlers, InstallationMethods> {
  const { installationFor, cancellable, rests } = context;
  return {
    async testConnection({ profileId, draft, callId }) {
      let target: { installation: Installation; timeoutMs: number };
      // What normalizing a typed address changed (a saved one was normalized when it was saved).
      let notes: readonly SharedWords[] = [];
      if (draft) {
        const input = ProfileInputSchema.parse(draft);
        const normalized = normalizeBaseUrl(input.baseUrl, input.insecure);
        if (normalized.ok) notes = normalized.noteWords;
        const savedToken = input.id ? deps.profiles.tokenFor(input.id) : undefined;
        const token = input.token === undefined ? savedToken : (input.token ?? undefined);
        target = {
          installation: { baseUrl: input.baseUrl, token, insecure: input.insecure },
          timeoutMs: input.timeoutMs,
        };
      } else if (profileId) {
        target = await installationFor(profileId);
      } else {
        throw new AppError('INVALID_ARGUMENT', 'Name a saved connection or give a draft to test.');
      }
      // Info tells whether the installation answers; categories whether the token is accepted.
      const result = await cancellable(callId, async (signal) => {
        const options = { timeoutMs: target.timeoutMs, signal };
        const info = receivedInfo(await deps.client.readInfo(target.installation, options));
        if (!info.ok) return info;
        const { result: categories, json } = await deps.client.readCategories(target.installation, {
          ...options,
          maxBytes: 64_000_000,
        });
        // Rows that break the specification's value rules still say the token was accepted (the
        // Categories panel shows them, marked); the verdict is Diagnostics'.
        const shown = shownCategories(categories, json);
        if (shown)
          return { ...info, categoriesNote: shown.conforms ? null : categoriesFaultNoteWords(shown) };
        const failure = (categories as Extract<typeof categories, { ok: false }>).failure;
        return { ok: false as const, failure, meta: categories.meta };
      });
      // The notes in English, as they always crossed, and as words, for the app's language.
      const said = (words: readonly SharedWords[]) => ({ notes: words.map(englishWords), noteWords: words });
      if (!result.ok) return { ...result, ...said(notes) };
      // Connected all the same; the notes say which settings and rows the panels will mark.
      const { categoriesNote, ...connected } = result;
      const faulty = infoFaultWords(connected.faults);
      const faultNote = faulty && wordsOf('connection.test.infoFaults', { faults: faulty });
      const added = [faultNote, categoriesNote].filter((note): note is SharedWords => Boolean(note));
      return { ...connected, ...said([...notes, ...added]) };
    },
    async getInfo({ profileId, callId }) {
      const target = await installationFor(profileId);
      const result: Promise<ReceivedInfoResult> = cancellable(callId, async (signal) =>
        receivedInfo(
          await deps.client.readInfo(target.installation, { timeoutMs: target.timeoutMs, signal }),
        ),
      );
      // The next categories load of this connection is kept with this info (snapshot-recorder.ts);
      // a snapshot is a dataset, which holds only a record that conforms.
      deps.snapshotRecorder.infoLoading(
        profileId,
        result.then((loaded) =>
          loaded.ok && loaded.faults.total === 0
            ? { ok: true, data: loaded.data as SystemInfo }
            : { ok: false, answered: loaded.ok },
        ),
      );
      return result;
    },
    async getCategories({ profileId, callId, sortLocale }) {
      const target = await installationFor(profileId);
      const { result, json } = await cancellable(callId, (signal) =>
        deps.client.readCategories(target.installation, { timeoutMs: target.timeoutMs, signal }),
      );
      // An answer that breaks the specification's value rules is shown all the same, its faulty
      // rows marked; only one that cannot be read as categories at all stays the failure.
      const shown = shownCategories(result, json);
      if (!shown) {
        const failure = result as Extract<typeof result, { ok: false }>;
        // Counted for the Changes view ("loaded 12 times, 3 failed"); a cancelled load is no load.
        if (failure.failure.kind !== 'cancelled') deps.snapshotRecorder.categoriesFailed(profileId);
        return failure;
      }
      const unreadable = shown.conforms ? null : shown.unreadable;
      const { first, restJson } = categoriesPayload(shown.rows, sortLocale, unreadable);
      // Written after this reply, never failing it (snapshot-recorder.ts); a snapshot is a dataset,
      // which holds only conforming answers, so a load with faulty rows is counted but not kept.
      if (first.faults) deps.snapshotRecorder.categoriesNotKept(profileId, first.faults.total);
      else deps.snapshotRecorder.categoriesLoaded(profileId, shown.rows as Category[]);
      return { ok: true, meta: result.meta, data: { ...first, rest: restJson && rests.put(restJson) } };
    },
    async getCategoriesRest({ rest }) {
      const rowsJson = rests.take(rest);
      return rowsJson === null
        ? { ok: false, message: 'The rest of the categories is no longer kept. Refresh to load them again.' }
        : { ok: true, data: { rowsJson } };
    },
    cancelCall: async ({ callId }) => ({ cancelled: context.cancel(callId) }),
  };
}
