// Every way a load can fail, in plain words: what happened, and what to do about it. A failed call
// reads as shared/describe-failure.ts words it (the same words as the CLI and reports); only the
// host's own refusals are worded here.
import { describeFailure } from '../../shared/describe-failure';
import type { HtmlPage } from '../../shared/html-page';
import type { ErrorValue } from '../../shared/result';
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

function hostText(error: ErrorValue): FailureText {
  switch (error.code) {
    case 'PROFILE_NOT_FOUND':
      return {
        title: 'This connection no longer exists',
        detail: null,
        advice: 'Choose another connection.',
      };
    case 'PROFILE_STORE':
      return {
        title: 'The saved connections could not be read',
        detail: error.message,
        advice: 'Check that the app’s data folder is readable, then retry.',
      };
    // The title says it; the message, written for every host, would only repeat it.
    case 'NO_TOKEN':
      return {
        title: 'The token of this connection is not on this computer',
        detail: null,
        advice:
          'Enter the token again: Connections, then Edit this connection. The installation was not called; nothing is wrong with it.',
      };
    case 'DATASET_INVALID':
    case 'PORT_IN_USE':
    case 'LISTEN_FAILED':
      return {
        title: 'The demo server could not start',
        detail: error.message,
        advice: 'Fix the cause above, then retry.',
      };
    case 'INVALID_ARGUMENT':
      return {
        title: 'The inspector could not use these settings',
        detail: error.message.replace(/^[A-Za-z]+: /, ''),
        advice: 'Correct the settings named above, then try again.',
      };
    default:
      return {
        title: 'The inspector could not do this',
        detail: error.message,
        advice: 'Retry; if it keeps happening, restart the app.',
      };
  }
}

/** The words for `failure`. */
export function failureText(failure: LoadFailure): FailureText {
  if (failure.source === 'host') return hostText(failure.error);
  const words = describeFailure(failure.failure);
  const text = { title: words.title, detail: words.detail.trim() || null, advice: words.action };
  const answer = failure.failure;
  return (answer.kind === 'http-status' || answer.kind === 'not-json') && answer.page
    ? { ...text, page: answer.page }
    : text;
}
