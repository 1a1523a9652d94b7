// terminalText: what of an installation's text may reach a terminal, and how long values are cut.
import { describe, expect, it } from 'vitest';
import { terminalText } from '../../shared/terminal-text';

// Every character that moves the cursor, starts an escape sequence, ends a line or reorders text.
const UNSAFE_CODES = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
  0x061c,
  0x200e,
  0x200f,
  0x2028,
  0x2029,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
];

const hex = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;

describe('terminalText', () => {
  it.each(UNSAFE_CODES.map((code) => [hex(code), code]))('writes %s visibly', (_, code) => {
    const text = terminalText(`a${String.fromCharCode(code)}b`);
    expect(text).toBe(`a${hex(code)}b`);
    expect(/^[\x20-\x7e]*$/.test(text)).toBe(true);
  });

  it('turns a forged line, a line erase, a title change and an override into one visible line', () => {
    const hostile = 'Shop\nPASS forged\r\u001b[2K\u001b]0;x\u0007\u202e';
    expect(terminalText(hostile)).toBe('Shop\\u000aPASS forged\\u000d\\u001b[2K\\u001b]0;x\\u0007\\u202e');
  });

  it('keeps printable text of every script as it is', () => {
    const text = 'Käse & Brot — 面包 · خبز · ☕ 🍞 "quoted" \\ back';
    expect(terminalText(text)).toBe(text);
  });

  it('leaves its own output unchanged when applied again', () => {
    const once = terminalText('a\u001bb\u0085c');
    expect(terminalText(once)).toBe(once);
  });

  it('keeps a value of exactly maxChars whole', () => {
    expect(terminalText('x'.repeat(10), 10)).toBe('x'.repeat(10));
  });

  it('cuts a longer value and counts the characters cut', () => {
    expect(terminalText('x'.repeat(25), 10)).toBe(`${'x'.repeat(10)}… (15 more characters)`);
  });

  it('cuts a 50 MB value to 2000 characters by default', () => {
    const text = terminalText('N'.repeat(50_000_000));
    expect(text).toBe(`${'N'.repeat(2000)}… (49998000 more characters)`);
  });

  it('counts the cut in the value’s own characters, not in escapes', () => {
    expect(terminalText('\n'.repeat(5), 2)).toBe('\\u000a\\u000a… (3 more characters)');
  });

  it('never cuts a character in half', () => {
    expect(terminalText('ab🍞cd', 3)).toBe('ab… (4 more characters)');
  });
});
