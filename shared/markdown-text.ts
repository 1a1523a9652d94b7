/**
 * Text written into Markdown as literal text: escaped inline, or as a code span. Below every report
 * writer (diagnostics, diff, availability), so none of them imports another for it.
 */

// The characters Markdown reads as markup anywhere in a line (CommonMark lets each be escaped with a
// backslash); with [ and ] escaped no link can form, so ( ) ! may stay.
const MARKUP = /[\\`*_[\]<>|~&]/g;
// Markup only at the start of a line: a list item, a heading, a quote, a numbered item.
const LINE_START = /^([-+#=]|\d+[.)])/;

/** `text` as literal inline Markdown on one line. */
export function escapeMarkdown(text: string): string {
  const oneLine = text.replace(/\s*[\r\n]+\s*/g, ' ').replace(MARKUP, '\\$&');
  return oneLine.replace(LINE_START, (start) => `${start.slice(0, -1)}\\${start.slice(-1)}`);
}

/** `text` as an inline code span, fenced with more backticks than it holds, pipes escaped for tables. */
export function codeSpan(text: string): string {
  const oneLine = text.replace(/\s*[\r\n]+\s*/g, ' ');
  const longest = Math.max(0, ...(oneLine.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = oneLine.startsWith('`') || oneLine.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${oneLine.replaceAll('|', '\\|')}${pad}${fence}`;
}
