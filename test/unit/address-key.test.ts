// How the diff tells two images or addresses apart (shared/diff/address-key.ts): the bytes first,
// then the address relative to each side's own origin, then the full address, then the text.
import { describe, expect, it } from 'vitest';
import { addressKey, sameAddress } from '../../shared/diff/address-key';

const shop = 'https://shop.example.com';
const local = 'http://127.0.0.1:4180';

describe('sameAddress', () => {
  it('goes by the bytes where both sides hold them, whatever the addresses', () => {
    const a = addressKey({ address: `${shop}/img/a.png`, base: shop, hash: 'sha1:x' });
    expect(sameAddress(a, addressKey({ address: 'images/other.png', hash: 'sha1:x' }))).toBe(true);
    expect(sameAddress(a, addressKey({ address: `${shop}/img/a.png`, base: shop, hash: 'sha1:y' }))).toBe(
      false,
    );
  });

  it('reads a dataset’s file and the address a server gives it as one, percent-escapes and all', () => {
    const file = addressKey({ address: 'images/käse 1.svg' });
    expect(sameAddress(file, addressKey({ address: `${local}/images/k%C3%A4se%201.svg`, base: local }))).toBe(
      true,
    );
    expect(sameAddress(file, addressKey({ address: 'images/käse 1.svg ' }))).toBe(false);
  });

  it('compares addresses on each side’s own origin by path and query, others in full', () => {
    const on = (base: string, path: string) => addressKey({ address: base + path, base });
    expect(sameAddress(on(shop, '/img/a.png?v=2'), on(local, '/img/a.png?v=2'))).toBe(true);
    expect(sameAddress(on(shop, '/img/a.png?v=2'), on(local, '/img/a.png?v=3'))).toBe(false);
    const cdn = 'https://cdn.example.com/a.png';
    expect(
      sameAddress(addressKey({ address: cdn, base: shop }), addressKey({ address: cdn, base: local })),
    ).toBe(true);
    const moved = addressKey({ address: 'https://cdn2.example.com/a.png', base: local });
    expect(sameAddress(addressKey({ address: cdn, base: shop }), moved)).toBe(false);
  });

  it('falls back to the full address where a side does not know its origin (a snapshot)', () => {
    const snapshot = addressKey({ address: `${shop}/img/a.png` });
    expect(sameAddress(snapshot, addressKey({ address: `${shop}/img/a.png`, base: shop }))).toBe(true);
    expect(sameAddress(snapshot, addressKey({ address: `${local}/img/a.png`, base: local }))).toBe(false);
  });

  it('resolves an address kept relative to its origin (a capture’s source) against that origin', () => {
    const kept = addressKey({ address: '/img/a.png', base: `${shop}/shop` });
    expect(kept).toMatchObject({ path: '/img/a.png', absolute: `${shop}/img/a.png` });
    expect(sameAddress(kept, addressKey({ address: `${shop}/img/a.png` }))).toBe(true);
  });
});
