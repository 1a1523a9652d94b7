// The capture's naming rules: asset paths for captured images, which images count as identical,
// which one is the embedded server's own placeholder, and the backoff between retries.
import { describe, expect, it } from 'vitest';
import {
  contentKey,
  imageAssetPath,
  isEmbeddedPlaceholder,
  logoAssetPath,
} from '../../electron/core/capture/asset-names';
import { placeholderBody } from '../../electron/core/server/placeholder';
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

  it('treats images as identical only when both bytes and media type are equal', () => {
    const image = (text: string, contentType = 'image/png') => ({ bytes: Buffer.from(text), contentType });
    expect(contentKey(image('abc'))).toBe(contentKey(image('abc')));
    expect(contentKey(image('abc'))).not.toBe(contentKey(image('abd')));
    expect(contentKey(image('abc'))).not.toBe(contentKey(image('abc', 'image/gif')));
  });

  it("recognizes the embedded server's placeholder by its exact bytes, not by a shared or similar image", () => {
    const svg = 'image/svg+xml';
    expect(isEmbeddedPlaceholder({ bytes: new Uint8Array(placeholderBody.body), contentType: svg })).toBe(
      true,
    );
    const changed = Buffer.concat([placeholderBody.body, Buffer.from(' ')]);
    expect(isEmbeddedPlaceholder({ bytes: changed, contentType: svg })).toBe(false);
    expect(isEmbeddedPlaceholder({ bytes: placeholderBody.body, contentType: 'image/png' })).toBe(false);
  });

  it('doubles the backoff per retry, jittered between half and one and a half times', () => {
    const policy = (random: number) => ({ baseDelayMs: 500, random: () => random });
    expect([1, 2, 3].map((attempt) => backoffDelay(attempt, policy(0.5)))).toEqual([500, 1000, 2000]);
    expect(backoffDelay(2, policy(0))).toBe(500);
    expect(backoffDelay(1, policy(0.5), 3_000)).toBe(3_000);
    expect(backoffDelay(1, policy(0.5), 120_000)).toBe(30_000);
  });
});
