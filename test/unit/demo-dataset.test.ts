import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { loadDataset } from '../../electron/core/dataset/load-dataset';
import { isRelativeReference } from '../../shared/text-formats';
import { DEMO_DATASET } from '../helpers/repo-paths';

// The bundled demo dataset is written by scripts/make-demo-dataset.ts (npm run demo-data).
const file = DEMO_DATASET;
const raw = JSON.parse(readFileSync(file, 'utf8')) as { assets?: Record<string, string> };
const dataset = await loadDataset(file);
const { categories, info, assets } = dataset;

describe('the bundled demo dataset', () => {
  it('loads through the dataset loader without problems', () => {
    expect(dataset.file).toBe(file);
    expect(info.company_name).toBe('Marktplatz Feinkost GmbH');
  });

  it('holds at least 60 categories', () => {
    expect(categories.length).toBeGreaterThanOrEqual(60);
  });

  it('gives every category a unique id', () => {
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
  });

  it('shows an image for most categories and the placeholder for at least 3', () => {
    const without = categories.filter((c) => c.image === null).length;
    expect(without).toBeGreaterThanOrEqual(3);
    expect(categories.length - without).toBeGreaterThan(categories.length * 0.8);
  });

  it('has at least 3 categories without a slug and kebab-case ASCII slugs elsewhere', () => {
    expect(categories.filter((c) => c.slug === null).length).toBeGreaterThanOrEqual(3);
    for (const { slug } of categories) if (slug !== null) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('names categories with German non-ASCII letters', () => {
    const names = categories.map((c) => c.name).filter((name) => /[äöüßÄÖÜé]/.test(name));
    expect(names.length).toBeGreaterThanOrEqual(5);
  });

  it('serves every referenced image as an SVG under 3 KB', () => {
    const images = categories.flatMap((c) => (c.image === null ? [] : [c.image]));
    for (const image of images) {
      expect(isRelativeReference(image)).toBe(true);
      const asset = assets.get(image);
      expect(asset, image).toBeDefined();
      expect(asset?.contentType).toBe('image/svg+xml');
      expect(asset?.body.length, image).toBeLessThan(3 * 1024);
      const svg = asset?.body.toString('utf8') ?? '';
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|href=|url\(/i);
    }
  });

  it('embeds the logo in the assets map as an SVG data URL', () => {
    expect(isRelativeReference(info.logo)).toBe(true);
    expect(raw.assets?.[info.logo]).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(assets.get(info.logo)?.body.toString('utf8')).toMatch(/^<svg xmlns=/);
  });

  it('uses a currency and a time zone that Intl knows', () => {
    expect(Intl.supportedValuesOf('currency')).toContain(info.default_currency);
    expect(Intl.supportedValuesOf('timeZone')).toContain(info.timezone);
  });
});
