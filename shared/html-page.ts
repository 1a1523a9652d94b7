/**
 * A web page that answered instead of data (a proxy's 502, a login page), summarised for people: its
 * title, the server or proxy it names, and its visible text, each as plain text that is safe to show
 * (no control or bidirectional characters, bounded lengths). The page is only read as text: nothing
 * of it is rendered, run or given to innerHTML. Pure; runs in Node and in the renderer.
 */
import { readHtmlText } from './html-text';
import { withoutUnsafeChars } from './terminal-text';

/** The most characters kept of a page's title. */
export const PAGE_TITLE_CHARS = 200;
/** The most characters kept of a page's text. */
export const PAGE_TEXT_CHARS = 4000;
const SERVER_CHARS = 80;

/** What a web page answered says, as plain text. */
export interface HtmlPage {
  /**
   * Its title, white space collapsed; when it has none (HAProxy's pages), its first line of text;
   * null when it has neither.
   */
  readonly title: string | null;
  /**
   * The server or proxy that sent it, as the page names it (`nginx/1.25.3`, `Cloudflare`) or, when
   * it names none, as its Server header does; null when neither says.
   */
  readonly server: string | null;
  /** Its visible text, one line per block, blank lines dropped; cut with "…" past PAGE_TEXT_CHARS. */
  readonly text: string;
}

/**
 * The page in `body`, received with `contentType` (and `serverHeader`, the Server header, when it
 * was sent); null when the body is not HTML (JSON, plain text, empty). Never throws.
 */
export function readHtmlPage(body: string, contentType: string, serverHeader?: string): HtmlPage | null {
  if (!isHtml(body, contentType)) return null;
  const read = readHtmlText(body);
  const title = read.title === null ? '' : cut(oneLine(read.title), PAGE_TITLE_CHARS);
  const text = cut(textLines(read.text), PAGE_TEXT_CHARS);
  const named = serverNamedIn(`${title}\n${text}`);
  const header = serverHeader === undefined ? '' : cut(oneLine(serverHeader), SERVER_CHARS);
  const heading = title || cut(text.split('\n', 1)[0]!, PAGE_TITLE_CHARS);
  return { title: heading || null, server: named ?? (header || null), text };
}

// PHP's warning or error as its html_errors print it ("<br />\n<b>Warning</b>:  … on line 12<br />"),
// most often before the API's own JSON: the installation answered, so it is no web page and no
// "login page or another web site"; its preview shows the message and the JSON after it.
const PHP_MESSAGE = /^<br\s*\/?>\s*<b>[a-z ]{1,40}<\/b>:/;

// A body that begins with markup, sent as HTML or (a server that names no type, or a wrong one)
// beginning as a page does. A text that does not begin with "<" is no page, whatever its type says
// (PHP sends its JSON and its plain errors as text/html by default): its preview says more.
function isHtml(body: string, contentType: string): boolean {
  const start = body
    .slice(0, 1024)
    .replace(/^\ufeff/, '')
    .trimStart()
    .toLowerCase();
  if (!start.startsWith('<') || PHP_MESSAGE.test(start)) return false;
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'text/html' || mediaType === 'application/xhtml+xml') return true;
  if (mediaType.endsWith('json')) return false;
  return /^<(?:!doctype html|html|head|body|title|h1|center)[\s>]/.test(start);
}

function oneLine(text: string): string {
  return withoutUnsafeChars(text.replace(/[\s\u2028\u2029]+/g, ' ')).trim();
}

function textLines(text: string): string {
  return text
    .split('\n')
    .map(oneLine)
    .filter((line) => line !== '')
    .join('\n');
}

// Cut before `max` characters (never between the halves of a surrogate pair), marked with "…".
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 2)) ? max - 2 : max - 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

// The names error pages sign with, most specific first; a version is kept as the page writes it.
// Cloudflare first: its plain pages sign "cloudflare-nginx". A name that is also a word (varnish, a
// caddy, an envoy, a jetty) is matched only in the signature its server writes: a shop's own page
// (its storefront or login, at a wrong address) may sell varnish, and its Server header names it.
// Caddy, Envoy and Traefik write no HTML page of their own; their Server header names them.
const SERVERS: readonly { readonly pattern: RegExp; readonly name?: string }[] = [
  { pattern: /\bcloudflare\b/i, name: 'Cloudflare' },
  { pattern: /\b(?:nginx|openresty|tengine)(?:\/\d[\w.-]{0,20})?/i },
  { pattern: /\bApache Tomcat(?:\/\d[\w.-]{0,20})?/ },
  { pattern: /\bApache\/\d[\w.-]{0,20}(?: \([\w .-]{1,30}\))?/ },
  { pattern: /\bApache(?= Server at )/ },
  { pattern: /\bMicrosoft-IIS\/\d[\d.]{0,10}/ },
  { pattern: /\bIIS \d+(?:\.\d+)?(?= Detailed Error)/ },
  { pattern: /\bVarnish cache server\b/i, name: 'Varnish' },
  { pattern: /\bHAProxy\b/i, name: 'HAProxy' },
  { pattern: /\bsquid\/\d[\w.-]{0,20}/i },
  { pattern: /\bawselb\/\d[\d.]{0,10}/ },
  { pattern: /\bCloudFront\b/, name: 'Amazon CloudFront' },
  { pattern: /\bLiteSpeed Web Server\b/i, name: 'LiteSpeed' },
  { pattern: /\bPowered by Jetty\b/i, name: 'Jetty' },
];

function serverNamedIn(text: string): string | null {
  for (const { pattern, name } of SERVERS) {
    const found = pattern.exec(text);
    if (found) return name ?? found[0];
  }
  return null;
}
