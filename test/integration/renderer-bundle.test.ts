// The built renderer (node scripts/build.mjs) as a browser loads it: the first screen, what
// index.html loads and its static imports, stays within the bundle goal, and each language's
// catalog is a chunk of its own that the first screen does not hold, fetched only when that
// language is shown (renderer/i18n/catalogs.ts), as the timeline's chart library is. The measure is
// the benchmark's own.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_GOAL_BYTES, measureBundle } from '../../bench/renderer-bundle';
import { LANGUAGES } from '../../renderer/i18n/languages';
import { appIsBuilt, DIST } from '../helpers/repo-paths';

// A message found in one catalog only: its words in each language.
const TAB = async (tag: string) =>
  tag === 'en'
    ? (await import('../../renderer/i18n/messages/en')).en['views.data']
    : (await import(`../../renderer/i18n/messages/${tag}.ts`)).default['views.data'];

describe('the renderer bundle', () => {
  it('is built', () => {
    expect(appIsBuilt(), 'run "node scripts/build.mjs" first').toBe(true);
  });

  it('loads at most the goal for the first screen, and each catalog but English on demand', async () => {
    const size = await measureBundle();
    expect(size.gzipBytes).toBeLessThanOrEqual(BUNDLE_GOAL_BYTES);
    const text = async (name: string) => readFile(join(DIST.rendererAssets, name), 'utf8');
    const first = size.files.filter((f) => f.firstScreen && f.name.endsWith('.js'));
    const later = size.files.filter((f) => !f.firstScreen);
    const firstText = (await Promise.all(first.map((f) => text(f.name)))).join('\n');
    expect(firstText).toContain(await TAB('en'));
    // The timeline's chart library loads with the first timeline, not with the first screen.
    expect(firstText, 'uPlot is in the first screen').not.toContain('u-legend');
    expect(later.some((f) => f.name.startsWith('TimelineChart-'))).toBe(true);
    for (const { tag } of LANGUAGES.filter((l) => l.tag !== 'en')) {
      const words = await TAB(tag);
      expect(firstText, `${tag} is in the first screen`).not.toContain(words);
      const holding = [];
      for (const chunk of later) if ((await text(chunk.name)).includes(words)) holding.push(chunk.name);
      expect(holding, `${tag}'s catalog`).toEqual([expect.stringMatching(new RegExp(`^${tag}-.*\\.js$`))]);
    }
  });
});
