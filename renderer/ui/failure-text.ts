// Every way a load can fail, in plain words: what happened, and what to do about it. A failed call
// reads as shared/failure-message.ts words it (the words the CLI and reports say in English), the
// host's own refusals as words of the renderer's catalogs; useFailureText() gives them in the
// language shown. What the installation or the host said stays as it said it.
import { useCallback } from 'react';
import { addressWords } from '../../shared/address-words';
import { failureMessage } from '../../shared/failure-message';
import type { HtmlPage } from '../../shared/html-page';
import type { ErrorValue } from '../../shared/result';
import { useText } from '../i18n/useText';
import { words, type Words } from '../i18n/words';
import type { LoadFailure } from '../store/load-state';

/** A failure as the user reads it. */
export interface FailureText {
  readonly title: string;
  /** The details the installation or the host gave, when any. */
  readonly detail: string | null;
  /** What to do. */
  readonly advice: string;
  /** The web page that answered instead of data, summarised in `detail`: its text, behind a disclosure. */
  readonly page?: HtmlPage;
}

/** A failure's words before a language is chosen: ours as words, the installation's and main's as text. */
export interface FailureWords {
  readonly title: Words | string;
  readonly detail: Words | string | null;
  readonly advice: Words | string;
  readonly page?: HtmlPage;
}

const host = (title: Words, detail: Words | string | null, advice: Words): FailureWords => ({
  title,
  detail,
  advice,
});

function hostWords(error: ErrorValue): FailureWords {
  switch (error.code) {
    // The page opened without the desktop app or the web host around it.
    case 'NO_HOST':
      return host(words('ui.host.noHost'), null, words('ui.host.noHostAdvice'));
    case 'PROFILE_NOT_FOUND':
      return host(words('ui.host.noProfile'), null, words('ui.host.noProfileAdvice'));
    case 'PROFILE_STORE':
      return host(words('ui.host.profileStore'), error.message, words('ui.host.profileStoreAdvice'));
    // The title says it; the message, written for every host, would only repeat it.
    case 'NO_TOKEN':
      return host(words('ui.host.noToken'), null, words('ui.host.noTokenAdvice'));
    case 'DATASET_INVALID':
    case 'PORT_IN_USE':
    case 'LISTEN_FAILED':
      return host(words('ui.host.demo'), error.message, words('ui.host.demoAdvice'));
    case 'INVALID_ARGUMENT': {
      // An address main refused is said in words (shared/address-words.ts); anything else as received.
      const detail = error.message.replace(/^[A-Za-z]+: /, '');
      return host(words('ui.host.invalid'), addressWords(detail) ?? detail, words('ui.host.invalidAdvice'));
    }
    default:
      return host(words('ui.host.other'), error.message, words('ui.host.otherAdvice'));
  }
}

/** The words for `failure`. */
export function failureWords(failure: LoadFailure): FailureWords {
  if (failure.source === 'host') return hostWords(failure.error);
  if (failure.source === 'renderer')
    return host(words('ui.host.other'), failure.detail, words('ui.host.otherAdvice'));
  const said = failureMessage(failure.failure);
  const detail = typeof said.detail === 'string' ? said.detail.trim() || null : said.detail;
  const text = { title: said.title, detail, advice: said.action };
  const answer = failure.failure;
  return (answer.kind === 'http-status' || answer.kind === 'not-json') && answer.page
    ? { ...text, page: answer.page }
    : text;
}

function shownIn(text: (what: Words) => string, given: FailureWords): FailureText {
  const show = (part: Words | string) => (typeof part === 'string' ? part : text(part));
  return {
    ...given,
    title: show(given.title),
    detail: given.detail === null ? null : show(given.detail),
    advice: show(given.advice),
  };
}

/** `(failure) => FailureText` in the language shown. */
export function useFailureText(): (failure: LoadFailure) => FailureText {
  const text = useText();
  return useCallback((failure: LoadFailure) => shownIn(text, failureWords(failure)), [text]);
}
