// The categories body serialized once, its origin substituted per request: the bytes are exactly
// what serializing for that origin gives, ETags are per origin and stable, memory is bounded.
import { describe, expect, it } from 'vitest';
import { originTemplate } from '../../electron/core/server/origin-template';

const rows = (origin: string) => ({
  status: true,
  rows: [
    { id: '1', name: 'Käse "alt" \u0000 \\ \u2028', image: `${origin}/images/k%C3%A4se.svg` },
    { id: '2', name: 'no image', image: `${origin}/_inspector/placeholder.svg` },
    { id: '3', name: 'external', image: 'https://cdn.example.com/3.png' },
  ],
});

describe('originTemplate', () => {
  it('gives, for every origin, the bytes that serializing for that origin gives', () => {
    const template = originTemplate(rows);
    for (const origin of ['http://127.0.0.1:4180', 'http://[::1]:8080', 'http://shop.example']) {
      const body = template.forOrigin(origin);
      expect(body.body.toString()).toBe(JSON.stringify(rows(origin)));
      expect(body.headers['content-length']).toBe(body.body.length);
    }
  });

  it('gives each origin its own ETag, the same one in a new template of the same data', () => {
    const first = originTemplate(rows);
    const second = originTemplate(rows);
    const a = first.forOrigin('http://a.example').etag;
    expect(first.forOrigin('http://b.example').etag).not.toBe(a);
    expect(second.forOrigin('http://a.example').etag).toBe(a);
  });

  it('keeps its finished bodies within the byte budget, dropping the least recently used', () => {
    const size = JSON.stringify(rows('http://host-0.example')).length;
    const template = originTemplate(rows, size * 3);
    for (let i = 0; i < 10; i++) template.forOrigin(`http://host-${i}.example`);
    expect(template.cachedBytes()).toBeLessThanOrEqual(size * 3);
    expect(template.cachedBytes()).toBeGreaterThan(0);
  });

  it('keeps the latest body even when it alone is over the budget', () => {
    const template = originTemplate(rows, 1);
    const body = template.forOrigin('http://a.example');
    expect(template.cachedBytes()).toBe(body.body.length);
    expect(template.forOrigin('http://a.example')).toBe(body);
  });
});
