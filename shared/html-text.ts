/**
 * The title and the visible text of an HTML page, read as text and never rendered: comments,
 * scripts, styles, templates and embedded SVG are dropped, tags are removed (block elements end a
 * line), character references are decoded. One pass over at most HTML_SCAN_CHARS characters, with
 * no backtracking pattern, so a hostile or huge page costs time in proportion to that bound only.
 */
import { decodeCharacterReferences } from './html-entities';

/** How much of a page is read: a title or an error message comes long before this. */
export const HTML_SCAN_CHARS = 512 * 1024;
// Text gathered beyond this is not needed for a page summary (html-page.ts cuts it shorter still).
const TEXT_GATHERED_CHARS = 32 * 1024;

/** What a page says: its first title (null when it has none) and its visible text, raw. */
export interface HtmlText {
  readonly title: string | null;
  /** Lines of text, white space as received but for line breaks; a block element ends a line. */
  readonly text: string;
}

// Elements whose content is no visible text (a <title> in a script, a comment or an SVG included).
const SKIPPED = new Set([
  'script',
  'style',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'xmp',
  'noembed',
  'noframes',
]);
// Elements that start or end a line of text.
const BLOCK = new Set(
  'address article aside blockquote body br caption center dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hr html legend li main nav ol option p pre section summary table tbody tfoot thead tr ul'.split(
    ' ',
  ),
);
const CELL = new Set(['td', 'th']);

/** Reads `html`'s title and visible text. Total: any string in, never throws. */
export function readHtmlText(html: string): HtmlText {
  const source = html.length > HTML_SCAN_CHARS ? html.slice(0, HTML_SCAN_CHARS) : html;
  const lower = source.toLowerCase();
  const parts: string[] = [];
  let gathered = 0;
  let title: string | null = null;
  let i = 0;
  const addText = (raw: string) => {
    if (gathered >= TEXT_GATHERED_CHARS || raw === '') return;
    // A line break in the source is white space; only block elements end a line of the text.
    const decoded = decodeCharacterReferences(raw.replace(/[\r\n\t\f]+/g, ' '));
    parts.push(decoded);
    gathered += decoded.length;
  };
  while (i < source.length) {
    const open = source.indexOf('<', i);
    if (open === -1) {
      addText(source.slice(i));
      break;
    }
    addText(source.slice(i, open));
    const tag = readTag(source, lower, open);
    i = tag.end;
    if (tag.name === null) {
      if (tag.literal) addText('<');
      continue;
    }
    if (BLOCK.has(tag.name)) parts.push('\n');
    else if (CELL.has(tag.name)) parts.push(' ');
    // As in HTML, only foreign content (SVG, MathML) closes itself; a <script/> still runs on.
    if (tag.closing || (tag.selfClosing && (tag.name === 'svg' || tag.name === 'math'))) continue;
    if (tag.name === 'title' || SKIPPED.has(tag.name)) {
      const close = lower.indexOf(`</${tag.name}`, i);
      const contentEnd = close === -1 ? source.length : close;
      if (tag.name === 'title' && title === null)
        title = decodeCharacterReferences(source.slice(i, contentEnd));
      i = close === -1 ? source.length : endOfTag(source, close);
      if (tag.name === 'title') parts.push('\n');
    }
    if (gathered >= TEXT_GATHERED_CHARS && title !== null) break;
  }
  return { title, text: parts.join('') };
}

interface Tag {
  /** The element's name in lower case; null for a comment, a declaration or a literal "<". */
  readonly name: string | null;
  readonly closing: boolean;
  /** A "<" that starts no markup, kept as text. */
  readonly literal: boolean;
  /** Written `<name … />`: an SVG or MathML element with no content then. */
  readonly selfClosing?: boolean;
  /** Where reading goes on. */
  readonly end: number;
}

// The markup starting at `open` (a "<"): a comment, a declaration, a processing instruction, a
// start or an end tag; its attribute values are skipped with their quotes, so a ">" in one is no end.
function readTag(source: string, lower: string, open: number): Tag {
  if (source.startsWith('<!--', open)) {
    const close = source.indexOf('-->', open + 4);
    return { name: null, closing: false, literal: false, end: close === -1 ? source.length : close + 3 };
  }
  const next = source.charAt(open + 1);
  if (next === '!' || next === '?')
    return { name: null, closing: false, literal: false, end: endOfTag(source, open) };
  const closing = next === '/';
  const start = closing ? open + 2 : open + 1;
  let nameEnd = start;
  while (nameEnd < source.length && /[a-z0-9-]/.test(lower.charAt(nameEnd))) nameEnd++;
  if (nameEnd === start || !/[a-z]/.test(lower.charAt(start)))
    return {
      name: null,
      closing: false,
      literal: !closing,
      end: closing ? endOfTag(source, open) : open + 1,
    };
  const end = endOfTag(source, nameEnd);
  const selfClosing = source.charAt(end - 2) === '/';
  return { name: lower.slice(start, nameEnd), closing, literal: false, end, selfClosing };
}

// Just past the ">" that ends the tag going on at `from`, skipping quoted attribute values (a quote
// opens one only right after "=", as in HTML, so a stray apostrophe does not swallow the page).
function endOfTag(source: string, from: number): number {
  let quote = '';
  let afterEquals = false;
  for (let i = from; i < source.length; i++) {
    const char = source.charAt(i);
    if (quote) {
      if (char === quote) quote = '';
      continue;
    }
    if (char === '>') return i + 1;
    if ((char === '"' || char === "'") && afterEquals) quote = char;
    if (char === '=') afterEquals = true;
    else if (!/\s/.test(char)) afterEquals = false;
  }
  return source.length;
}
