// The capture's naming rules: asset paths for captured images, which URL is the placeholder, and
// the backoff between retries.
import { describe, expect, it } from 'vitest';
import { imageAssetPath, logoAssetPath, placeholderUrl } from '../../electron/core/capture/asset-names';
import { backoffDelay } from '../../electron/core/capture/download-image';

describe('asset names', () => {
  it('names images by number and an ASCII form of the slug, else the id', () => {
    expect(imageAssetPath(3, { slug: 'Käse & Brötchen!', id: '7' }, 'image/png')).toBe(
      'images/3-kase-brotchen.png',
    );
    expect(imageAssetPath(4, { slug: null, id: '12' }, 'image/svg+xml')).toBe('images/4-12.svg');
    expect(imageAssetPath(5, { slug: '../..', id: '13' }, 'image/tiff')).toBe('images/5-13.bin');
    expect(logoAssetPath('image/webp')).toBe('branding/logo.webp');
  });

  it('takes the most shared image URL as the placeholder only when two or more rows share it', () => {
    const rows = (...images: string[]) => images.map((image) => ({ image }));
    expect(placeholderUrl(rows('https://a/1', 'https://a/2'))).toBeNull();
    expect(placeholderUrl(rows('https://a/1', 'https://a/p', 'https://a/p'))).toBe('https://a/p');
    expect(placeholderUrl(rows('https://a/1', 'https://a/_inspector/placeholder.svg'))).toBe(
      'https://a/_inspector/placeholder.svg',
    );
  });

  it('doubles the backoff per retry, jittered between half and one and a half times', () => {
    const policy = (random: number) => ({ baseDelayMs: 500, random: () => random });
    expect([1, 2, 3].map((attempt) => backoffDelay(attempt, policy(0.5)))).toEqual([500, 1000, 2000]);
    expect(backoffDelay(2, policy(0))).toBe(500);
    expect(backoffDelay(1, policy(0.5), 3_000)).toBe(3_000);
    expect(backoffDelay(1, policy(0.5), 120_000)).toBe(30_000);
  });
});
