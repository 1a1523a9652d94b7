// The capture's naming rules: asset paths for captured images (by content), which images share a name,
// which one is the embedded server's own placeholder, and the backoff between retries.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  contentFileName,
  imageAssetPath,
  isEmbeddedPlaceholder,
} from '../../electron/core/capture/asset-names';
import { placeholderBody } from '../../electron/core/server/placeholder';
import { backoffDelay } from '../../electron/core/capture/download-image';

describe('asset names', () => {
  it('names an image by the SHA-256 of its bytes and the extension of its media type', () => {
    const bytes = Buffer.from('abc');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(imageAssetPath({ bytes, contentType: 'image/png' })).toBe(`images/${sha256}.png`);
    expect(contentFileName(bytes, 'image/svg+xml')).toBe(`${sha256}.svg`);
  });

  it('gives the same bytes the same name, and other bytes or another media type another one', () => {
    const image = (text: string, contentType = 'image/png') => ({ bytes: Buffer.from(text), contentType });
    expect(imageAssetPath(image('abc'))).toBe(imageAssetPath(image('abc')));
    expect(imageAssetPath(image('abc'))).not.toBe(imageAssetPath(image('abd')));
    expect(imageAssetPath(image('abc'))).not.toBe(imageAssetPath(image('abc', 'image/gif')));
    // Two types without an extension of their own still get names of their own.
    expect(imageAssetPath(image('abc', 'image/x-one'))).not.toBe(imageAssetPath(image('abc', 'image/x-two')));
    expect(imageAssetPath(image('abc', 'image/x-one'))).toMatch(/^images\/[0-9a-f]{64}-[0-9a-f]{8}\.bin$/);
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
