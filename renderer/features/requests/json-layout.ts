// Pretty-printing for the body view without re-serializing: JSON.parse and JSON.stringify would
// change what was received (big integers lose digits, 1.0 becomes 1, escapes change), which is
// exactly what someone reading raw requests must see. This re-indents the text as it is, in one pass.
import type { MessageId } from '../../i18n/messages/en';

/** Whether `text` is JSON (parsed once to find out; the value is not kept). */
export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// The index just past the string that starts with the quote at `start`.
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

const CLOSER: Record<string, string> = { '{': '}', '[': ']' };
const SPACE = /\s/;

/** `json` (valid JSON) re-indented by two spaces, every token kept as written. */
export function reindentJson(json: string): string {
  const out: string[] = [];
  let depth = 0;
  const newline = () => '\n' + '  '.repeat(depth);
  for (let i = 0; i < json.length; i++) {
    const ch = json[i]!;
    if (ch === '"') {
      const end = stringEnd(json, i);
      out.push(json.slice(i, end));
      i = end - 1;
    } else if (ch === '{' || ch === '[') {
      let next = i + 1;
      while (next < json.length && SPACE.test(json[next]!)) next++;
      if (json[next] === CLOSER[ch]) {
        out.push(ch, CLOSER[ch]!);
        i = next;
      } else {
        depth++;
        out.push(ch, newline());
      }
    } else if (ch === '}' || ch === ']') {
      depth--;
      out.push(newline(), ch);
    } else if (ch === ',') {
      out.push(',', newline());
    } else if (ch === ':') {
      out.push(': ');
    } else if (!SPACE.test(ch)) {
      out.push(ch);
    }
  }
  return out.join('');
}

/** Bodies larger than this are never parsed or re-indented on screen, only shown raw. */
export const PRETTY_MAX_CHARS = 2_000_000;

/** A body as the view shows it: indented when it is whole JSON and stays within `maxChars`. */
export function layoutBody(
  text: string,
  truncated: boolean,
  maxChars: number,
): { readonly text: string; readonly pretty: boolean; readonly note: MessageId | null } {
  // A cut body is not JSON any more, so it is shown as received.
  if (truncated || text.length > PRETTY_MAX_CHARS || !isJson(text))
    return { text, pretty: false, note: null };
  const pretty = reindentJson(text);
  if (pretty.length > maxChars) {
    return { text, pretty: false, note: 'requests.body.tooLong' };
  }
  return { text: pretty, pretty: true, note: null };
}
