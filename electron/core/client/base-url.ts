/**
 * Normalizes the base URL a user typed or pasted: refuses one without a scheme (suggesting the likely
 * one), drops trailing slashes, query and fragment, trims a pasted `/api/v2/...` tail (each change
 * with a note), and refuses plain http to anything but this machine unless the profile says
 * "insecure" (the token travels in the query). Refusals and notes are words
 * (shared/address-words.ts), said here in English.
 */
import { isLoopbackHost, missingSchemeWords } from '../../../shared/address-scheme';
import {
  apiTailWords,
  noteWords,
  refusalWords,
  schemeWords,
  slashesWords,
} from '../../../shared/address-words';
import type { SharedWords } from '../../../shared/messages/en';
import { TOKEN_PARAM } from '../../../shared/v2';
import { englishWords } from '../../../shared/words-text';

export { isLoopbackHost };

/** A usable base URL plus the notes the user should read about what was changed. */
export type BaseUrlResult =
  | {
      readonly ok: true;
      readonly baseUrl: string;
      readonly notes: readonly string[];
      /** The notes as words, to say in the language shown. */
      readonly noteWords: readonly SharedWords[];
      readonly loopback: boolean;
    }
  | { readonly ok: false; readonly message: string };

const refused = (words: SharedWords): BaseUrlResult => ({ ok: false, message: englishWords(words) });

/** Normalizes `input`; `allowInsecure` permits http: to hosts other than loopback. */
export function normalizeBaseUrl(input: string, allowInsecure = false): BaseUrlResult {
  const notes: SharedWords[] = [];
  const text = input.trim();
  if (text === '') return refused(refusalWords('empty'));
  const noScheme = missingSchemeWords(text);
  if (noScheme) return refused(noScheme);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // Not echoed: a pasted address may carry the token.
    return refused(refusalWords('notWeb'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refused(schemeWords(url.protocol));
  if (url.username || url.password) return refused(refusalWords('credentials'));
  if (url.search || url.hash) {
    notes.push(noteWords(url.searchParams.has(TOKEN_PARAM) ? 'token' : 'query'));
    url.search = '';
    url.hash = '';
  }
  const apiAt = url.pathname.search(/\/api\/v2(?:\/|$)/i);
  if (apiAt >= 0) {
    notes.push(apiTailWords(url.pathname.slice(apiAt)));
    url.pathname = url.pathname.slice(0, apiAt);
  }
  // The slash after an /api/v2 tail went with that tail, which has its note.
  const slashes = apiAt >= 0 ? '' : (/\/+$/.exec(url.pathname)?.[0] ?? '');
  // Only a slash the user typed: a bare origin's path is "/" too.
  if (slashes && text.split(/[?#]/)[0]!.endsWith('/')) notes.push(slashesWords(slashes.length));
  const baseUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol === 'http:' && !loopback && !allowInsecure) return refused(refusalWords('plainHttp'));
  return { ok: true, baseUrl, notes: notes.map(englishWords), noteWords: notes, loopback };
}
