// Where the page asks for an image: the desktop page through its own origin, the web host directly.
import { describe, expect, it } from 'vitest';
import { REMOTE_IMAGE_PATH, shownImageUrl } from '../../shared/image-source';

describe('shownImageUrl', () => {
  it('sends the desktop page’s http and https images through the app’s own origin', () => {
    expect(shownImageUrl('http://127.0.0.1:4180/images/a.png', true)).toBe(
      `${REMOTE_IMAGE_PATH}?url=http%3A%2F%2F127.0.0.1%3A4180%2Fimages%2Fa.png`,
    );
    expect(shownImageUrl('HTTPS://shop.example.com/a b.png?x=1&y=2#top', true)).toBe(
      `${REMOTE_IMAGE_PATH}?url=${encodeURIComponent('HTTPS://shop.example.com/a b.png?x=1&y=2#top')}`,
    );
  });

  it('leaves data: URLs, relative paths and anything else as they are', () => {
    for (const url of ['data:image/png;base64,AAAA', 'images/a.png', 'javascript:alert(1)', 'ftp://x/a.png'])
      expect(shownImageUrl(url, true)).toBe(url);
  });

  it('leaves every address as it is in the web host', () => {
    expect(shownImageUrl('http://192.168.1.20/a.png', false)).toBe('http://192.168.1.20/a.png');
  });
});
