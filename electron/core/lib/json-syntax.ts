/**
 * Says where and why a text is not valid JSON, in words, with line and column. Used only after
 * JSON.parse has failed: V8's own messages sometimes lack the position and quote the text itself,
 * which may hold a secret (a dataset's tokens), so they are never shown.
 */
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

const WORDS: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'malformed number',
  PropertyNameExpected: 'expected a field name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected "," between entries',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: 'unexpected text after the end of the document',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'malformed \\u escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'control character inside a string',
};

/** Describes the first syntax error in `text`, e.g. `expected ":" at line 3, column 12`. */
export function describeJsonSyntaxError(text: string): string {
  if (text.trim() === '') return 'the document is empty';
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return 'not valid JSON';
  const word = WORDS[printParseErrorCode(first.error)] ?? 'syntax error';
  return `${word} at ${lineAndColumn(text, first.offset)}`;
}

/** "line L, column C" (both from 1) of a character offset. */
export function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}
