// The seconds a load or a capture has taken, as the progress line shows them, in the language shown.
import { describe, expect, it } from 'vitest';
import { elapsedText } from '../../renderer/ui/time-text';

const START = Date.UTC(2026, 11, 2, 15, 0, 0);
// French keeps a number and its unit together with a no-break space, as it should; compared as a space.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('elapsedText', () => {
  it('counts whole seconds, then minutes and seconds, never below zero', () => {
    expect(elapsedText(START, START + 12_900, 'en')).toBe('12 sec');
    expect(elapsedText(START, START + 125_000, 'en')).toBe('2 min 5 sec');
    expect(elapsedText(START, START - 5_000, 'en')).toBe('0 sec');
  });

  it('writes the units as the language does', () => {
    expect(elapsedText(START, START + 125_000, 'de')).toBe('2 Min., 5 Sek.');
    expect(elapsedText(START, START + 125_000, 'pl')).toBe('2 min i 5 sek.');
    expect(spaced(elapsedText(START, START + 12_000, 'fr'))).toBe('12 s');
  });
});
