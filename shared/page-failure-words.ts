/**
 * Words for an answer that was a web page instead of data (shared/html-page.ts): the HTTP status,
 * the page's title and the server or proxy it names, and what that means for the installation,
 * never the page's HTML. Used by describe-failure.ts, so the app, the CLI and reports agree.
 */
import type { HtmlPage } from './html-page';

/**
 * The title and detail for `page`, answered with `statusText` ("502 Bad Gateway"; null: a 2xx), and
 * what to do when the page's status says more than the status alone (a gateway's 502, 503, 504).
 */
export function pageWords(
  page: HtmlPage,
  statusText: string | null,
): { title: string; detail: string; action?: string } {
  const received = statusText === null ? null : Number(/^\d{3}/.exec(statusText)?.[0] ?? 0);
  const status = received === null ? null : (AS_GATEWAY[received] ?? received);
  const title =
    statusText === null
      ? 'This does not look like the retail API: a web page answered instead of data'
      : `The server answered HTTP ${statusText} with a web page instead of data`;
  const detail = [`${namedPage(page)}.`, meaningOf(status)].filter(Boolean).join(' ');
  const action = status === null ? undefined : GATEWAY_ACTION[status];
  return action === undefined ? { title, detail } : { title, detail, action };
}

// Cloudflare's own statuses for the installation behind it: 521 down, 522 and 523 not reached
// (502's words), 524 no answer in time (504's). Its other 52x say too little for more than a 5xx.
const AS_GATEWAY: Partial<Record<number, number>> = { 521: 502, 522: 502, 523: 502, 524: 504 };

const GATEWAY_ACTION: Partial<Record<number, string>> = {
  502: "Try again in a few minutes; if it keeps failing, ask the installation's administrator whether the installation behind the proxy is running.",
  503: 'Try again later: the installation may be in maintenance. Ask its administrator if it lasts.',
  504: "Try again in a few minutes; if it keeps failing, ask the installation's administrator why it answers so slowly.",
};

// “502 Bad Gateway” (nginx/1.25.3): what the page calls itself and who signed it.
function namedPage(page: HtmlPage): string {
  if (page.title !== null)
    return page.server === null || page.server === page.title
      ? `“${page.title}”`
      : `“${page.title}” (${page.server})`;
  return page.server === null ? 'The page has no title' : `A page from ${page.server}`;
}

function meaningOf(status: number | null): string {
  if (status === null) return 'It is probably a login page or another web site, not the API.';
  if (status === 502) return 'A proxy between this computer and the installation could not reach it.';
  if (status === 503)
    return 'A proxy between this computer and the installation says it is unavailable: overloaded, stopped or in maintenance.';
  if (status === 504)
    return 'A proxy between this computer and the installation waited for its answer in vain.';
  if (status === 401 || status === 403 || status === 407)
    return 'Something in front of the API (a login, a firewall or a proxy) refused the call.';
  if (status === 404 || status === 410)
    return 'The web server at this address has no such page: it is not the API.';
  if (status >= 500) return 'The server failed while answering.';
  return '';
}
