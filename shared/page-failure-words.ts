/**
 * Words for an answer that was a web page instead of data (shared/html-page.ts): the HTTP status,
 * the page's title and the server or proxy it names, and what that means for the installation,
 * never the page's HTML. Used by failure-message.ts, so the app, the CLI and reports agree.
 */
import type { HtmlPage } from './html-page';
import type { SharedWords } from './messages/en';
import { wordsOf } from './words';

/**
 * The title and detail for `page`, answered with `statusText` ("502 Bad Gateway"; null: a 2xx), and
 * what to do when the page's status says more than the status alone (a gateway's 502, 503, 504).
 */
export function pageWords(
  page: HtmlPage,
  statusText: string | null,
): { title: SharedWords; detail: SharedWords; action?: SharedWords } {
  const received = statusText === null ? null : Number(/^\d{3}/.exec(statusText)?.[0] ?? 0);
  const status = received === null ? null : (AS_GATEWAY[received] ?? received);
  const title =
    statusText === null
      ? wordsOf('failure.page.titleOk')
      : wordsOf('failure.page.title', { status: statusText });
  const meaning = meaningOf(status);
  const detail =
    meaning === null
      ? wordsOf('failure.page.detailOnly', { page: namedPage(page) })
      : wordsOf('failure.page.detail', { page: namedPage(page), meaning });
  const action = status === null ? undefined : GATEWAY_ACTION[status];
  return action === undefined ? { title, detail } : { title, detail, action };
}

// Cloudflare's own statuses for the installation behind it: 521 down, 522 and 523 not reached
// (502's words), 524 no answer in time (504's). Its other 52x say too little for more than a 5xx.
const AS_GATEWAY: Partial<Record<number, number>> = { 521: 502, 522: 502, 523: 502, 524: 504 };

const GATEWAY_ACTION: Partial<Record<number, SharedWords>> = {
  502: wordsOf('failure.page.action.502'),
  503: wordsOf('failure.page.action.503'),
  504: wordsOf('failure.page.action.504'),
};

// “502 Bad Gateway” (nginx/1.25.3): what the page calls itself and who signed it.
function namedPage(page: HtmlPage): SharedWords {
  if (page.title !== null)
    return page.server === null || page.server === page.title
      ? wordsOf('failure.page.titled', { title: page.title })
      : wordsOf('failure.page.titledBy', { title: page.title, server: page.server });
  return page.server === null
    ? wordsOf('failure.page.untitled')
    : wordsOf('failure.page.from', { server: page.server });
}

// What the status means for the installation; null when it says nothing more than the status.
function meaningOf(status: number | null): SharedWords | null {
  if (status === null) return wordsOf('failure.page.means.notApi');
  if (status === 502) return wordsOf('failure.page.means.502');
  if (status === 503) return wordsOf('failure.page.means.503');
  if (status === 504) return wordsOf('failure.page.means.504');
  if (status === 401 || status === 403 || status === 407) return wordsOf('failure.page.means.refused');
  if (status === 404 || status === 410) return wordsOf('failure.page.means.missing');
  if (status >= 500) return wordsOf('failure.page.means.failed');
  return null;
}
