// The app's language as the desktop app's main keeps it (issue 30): beside the theme in
// appearance.json, both kept when the page tells them at once (as it does at start), anything
// unreadable meaning "system"; and the language "system" or a choice stands for where only the
// catalogs are (main's notifications): the system's first language with a catalog, the
// pseudo-language as English.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogLanguageOf } from '../../shared/resolve-language';
import { appearanceChoices, readAppearance, writeThemeChoice } from '../../electron/core/platform/appearance';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ri-appearance-language-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('appearance.json', () => {
  it('keeps the theme and the language told at once', async () => {
    const choices = appearanceChoices(dir, await readAppearance(dir));
    await Promise.all([choices.save({ theme: 'dark' }), choices.save({ language: 'de' })]);
    expect(await readAppearance(dir)).toEqual({ theme: 'dark', language: 'de' });
    expect(JSON.parse(await readFile(join(dir, 'appearance.json'), 'utf8'))).toEqual({
      theme: 'dark',
      language: 'de',
    });
    await writeThemeChoice(dir, 'light');
    expect(await readAppearance(dir)).toEqual({ theme: 'light', language: 'de' });
  });

  it('reads a file of an earlier version (a theme only), and a language it does not know, as "system"', async () => {
    await writeFile(join(dir, 'appearance.json'), '{"theme":"dark"}\n');
    expect(await readAppearance(dir)).toEqual({ theme: 'dark', language: 'system' });
    await writeFile(join(dir, 'appearance.json'), '{"theme":"dark","language":"klingon"}\n');
    expect(await readAppearance(dir)).toEqual({ theme: 'dark', language: 'system' });
    await writeFile(join(dir, 'appearance.json'), 'not json');
    expect(await readAppearance(dir)).toEqual({ theme: 'system', language: 'system' });
  });
});

describe('the language of main’s notifications', () => {
  it('is the choice, or for "system" the first of the system’s languages with a catalog', () => {
    expect(catalogLanguageOf('pl', ['de-DE'])).toBe('pl');
    expect(catalogLanguageOf('system', ['de-AT'])).toBe('de');
    expect(catalogLanguageOf('system', ['ja-JP', 'fr_CH'])).toBe('fr');
    expect(catalogLanguageOf('system', ['ja-JP'])).toBe('en');
    expect(catalogLanguageOf('system', [''])).toBe('en');
    // Only the renderer derives the pseudo-language.
    expect(catalogLanguageOf('en-XA', ['de'])).toBe('en');
  });
});
