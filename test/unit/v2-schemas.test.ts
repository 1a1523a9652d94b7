// The v2 contract schemas (shared/v2.ts) as the client, server and dataset loader see them through
// validate(): what a conforming body looks like, and the path + message each spec violation produces.
import { describe, it, expect } from 'vitest';
import { formatJsonPath, issueLines, type PathIssue } from '../../shared/issue-path';
import {
  CategoriesResponseSchema,
  FailureBodySchema,
  SYSTEM_INFO_FIELDS,
  SystemInfoSchema,
  UNKNOWN_METHOD,
} from '../../shared/v2';
import { validate } from '../../shared/validate';
import type { z } from 'zod';
import { STORE_SETTINGS } from '../helpers/store-settings';

/** A system information body as a real installation returns it, including a field the spec does not name. */
function infoBody(): Record<string, unknown> {
  return {
    status: true,
    code: '200',
    version: '2.0.3',
    id: '1',
    logo: 'https://shop.example.com/uploads/logo.png',
    assets_url: 'https://shop.example.com/assets/',
    company_name: 'Feinkost Müller GmbH',
    ...STORE_SETTINGS,
    vat_mode: 'gross',
  };
}

/** A category row as a real installation returns it. */
function categoryRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '10',
    code: 'BROT',
    name: 'Brot & Brötchen',
    slug: 'brot-und-broetchen',
    image: 'https://shop.example.com/img/cat/10.png',
    ...overrides,
  };
}

function categoriesBody(rows: Record<string, unknown>[] = [categoryRow()]): Record<string, unknown> {
  return { status: true, rows };
}

/** The problems `schema` finds in `value`; an empty list when it conforms. */
function problems(schema: z.ZodType, value: unknown): PathIssue[] {
  const result = validate(schema, value);
  return result.ok ? [] : result.issues;
}

/** The problems as the one-line texts users read. */
function problemLines(schema: z.ZodType, value: unknown): string[] {
  return problems(schema, value).map((p) => `${p.path}: ${p.message}`);
}

const NUMERIC_INFO_FIELDS = [
  'code',
  'id',
  'default_warehouse',
  'default_sales_account',
  'decimals',
  'qty_decimals',
  'dateformat',
] as const;

describe('SystemInfoSchema (GET /api/v2/auth/info, success)', () => {
  it('accepts a realistic info body', () => {
    expect(problems(SystemInfoSchema, infoBody())).toEqual([]);
  });

  it('keeps extra fields the spec does not name', () => {
    const result = validate(SystemInfoSchema, infoBody());
    expect(result.ok && result.value).toMatchObject({
      vat_mode: 'gross',
      company_name: 'Feinkost Müller GmbH',
    });
  });

  it.each(SYSTEM_INFO_FIELDS)('requires %s to be a JSON string, naming the number it got', (field) => {
    expect(problemLines(SystemInfoSchema, { ...infoBody(), [field]: 7 })).toEqual([
      `${field}: expected string, got 7 (number)`,
    ]);
  });

  it('names the boolean, null, object and array it got instead of a string', () => {
    const body = { ...infoBody(), code: true, version: null, id: { n: 1 }, logo: ['x'] };
    expect(problemLines(SystemInfoSchema, body)).toEqual([
      'code: expected string, got true (boolean)',
      'version: expected string, got null',
      'id: expected string, got object',
      'logo: expected string, got array',
    ]);
  });

  it('reports a missing field as missing', () => {
    const { timezone: _omitted, ...body } = infoBody();
    expect(problemLines(SystemInfoSchema, body)).toEqual(['timezone: missing (expected string)']);
  });

  it.each(NUMERIC_INFO_FIELDS)('accepts digits in %s, leading zeros included', (field) => {
    expect(problems(SystemInfoSchema, { ...infoBody(), [field]: '0042' })).toEqual([]);
  });

  it.each(
    NUMERIC_INFO_FIELDS.flatMap((field) => ['2.5', '', ' 1', '-1', '1e3', '1\n'].map((v) => [field, v])),
  )('refuses %s = %j as numeric text', (field, value) => {
    expect(problems(SystemInfoSchema, { ...infoBody(), [field]: value })).toEqual([
      { path: field, message: `expected numeric text, got ${JSON.stringify(value)} (string)` },
    ]);
  });

  it.each(['EUR', 'USD', 'CHF'])('accepts the currency code %s', (currency) => {
    expect(problems(SystemInfoSchema, { ...infoBody(), default_currency: currency })).toEqual([]);
  });

  it.each(['eur', 'EURO', '€', 'EU', '', 'EU1'])('refuses the currency %j', (currency) => {
    expect(problemLines(SystemInfoSchema, { ...infoBody(), default_currency: currency })).toEqual([
      `default_currency: expected a three-letter currency code, got ${JSON.stringify(currency)} (string)`,
    ]);
  });

  it.each(['Europe/Berlin', 'America/Argentina/Buenos_Aires', 'America/Port-au-Prince', 'Etc/GMT+1'])(
    'accepts the time zone %s',
    (timezone) => {
      expect(problems(SystemInfoSchema, { ...infoBody(), timezone })).toEqual([]);
    },
  );

  it.each(['UTC', 'Berlin', 'Europe/', '/Europe/Berlin', 'Europe//Berlin', ' Europe/Berlin', ''])(
    'refuses the time zone %j',
    (timezone) => {
      expect(problemLines(SystemInfoSchema, { ...infoBody(), timezone })).toEqual([
        `timezone: expected a region/city time-zone name, got ${JSON.stringify(timezone)} (string)`,
      ]);
    },
  );

  it.each([
    ['logo', 'http://shop.example.com/logo.png'],
    ['logo', 'https://shop.example.com/logo.png?v=3'],
    ['logo', 'https://127.0.0.1:8080/logo.png'],
    ['assets_url', 'https://cdn.example.com'],
    ['assets_url', 'http://localhost:3000/assets/'],
  ])('accepts %s = %s as an absolute URL', (field, url) => {
    expect(problems(SystemInfoSchema, { ...infoBody(), [field]: url })).toEqual([]);
  });

  it.each(
    ['logo', 'assets_url'].flatMap((field) =>
      (
        [
          ['/img.png', 'it has no scheme: a relative address'],
          ['images/x.png', 'it has no scheme: a relative address'],
          ['ftp://x/y', 'the scheme "ftp" is not http or https'],
          ['http://', 'it has no host'],
          ['javascript:alert(1)', 'the scheme "javascript" is not http or https'],
          ['', 'it has no scheme: a relative address'],
          ['//cdn.example.com/x', 'it has no scheme: a relative address'],
        ] as const
      ).map(([url, reason]) => [field, url, reason]),
    ),
  )('refuses %s = %j, which is not an absolute http(s) URL, saying why', (field, url, reason) => {
    expect(problemLines(SystemInfoSchema, { ...infoBody(), [field]: url })).toEqual([
      `${field}: expected an absolute http(s) URL (${reason}), got ${JSON.stringify(url)} (string)`,
    ]);
  });

  // The addresses of the issue: each passed check and was served before.
  it.each([
    ['http://a%zz.example/', '"%zz" is not a percent-escape (% and two hex digits)'],
    ['http://a\u0001b.example/', 'it contains a control character'],
    ['http://[::1/logo.png', 'the host has an unclosed "["'],
    ['http://:80/logo.png', 'it has no host'],
    ['http://shop.example:99999/logo.png', 'the port 99999 is above 65535'],
    ['http://shop.example\\logo.png', 'it contains a backslash'],
    ['http://shop.example/a b.png', 'it contains white space'],
    ['http://1.2.3.256/logo.png', 'its host is not valid'],
    ['http://user:pw@shop.example/logo.png', 'it has a user name or password before the host'],
    [
      'https://shop.example/k\u202ese.png',
      'it contains U+202E, which no URL may hold (white space, a control or formatting character, or no character at all)',
    ],
    ['https://shop.example/k\u00a0se.png', 'it contains white space'],
  ])('refuses the logo %j as RFC 3986 and WHATWG parsing refuse it: %s', (url, reason) => {
    expect(problemLines(SystemInfoSchema, { ...infoBody(), logo: url })).toEqual([
      `logo: expected an absolute http(s) URL (${reason}), got ${JSON.stringify(url)} (string)`,
    ]);
  });

  it.each([
    'http://[::1]:8080/logo.png',
    'http://shop.example:65535/logo.png',
    'http://shop.example:0/logo.png',
    'https://shop.example/k%C3%A4se.png?size=64&v=2#top',
    'http://xn--bcher-kva.example/logo.png',
    'http://shop_1.example/logo.png',
    // Outside ASCII: a URL to the WHATWG URL Standard and RFC 3987; check warns (address-rules.ts).
    'https://shop.example/bilder/Käse.png',
    'https://bäcker.example/logo.png',
    'https://shop.example/商品/画像.png?名前=値',
  ])('accepts the logo %j', (url) => {
    expect(problems(SystemInfoSchema, { ...infoBody(), logo: url })).toEqual([]);
  });

  it.each([
    [7, 'expected string, got 7 (number)'],
    [null, 'expected string, got null'],
    [{ mode: 'gross' }, 'expected string, got object'],
    [true, 'expected string, got true (boolean)'],
  ])('refuses the extra field vat_mode = %j: every field but status is a string', (value, message) => {
    expect(problemLines(SystemInfoSchema, { ...infoBody(), vat_mode: value })).toEqual([
      `vat_mode: ${message}`,
    ]);
  });

  it('counts a million non-string extra fields but words only the first hundred', () => {
    const body: Record<string, unknown> = infoBody();
    for (let i = 0; i < 1_000_000; i++) body[`x${i}`] = i;
    const result = validate(SystemInfoSchema, body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.total).toBe(1_000_000);
    expect(result.issues).toHaveLength(100);
    expect(result.issues[99]).toEqual({ path: 'x99', message: 'expected string, got 99 (number)' });
  });

  it.each([',', '.', '·'])('accepts the decimal separator %j', (sep) => {
    expect(problems(SystemInfoSchema, { ...infoBody(), decimals_sep: sep })).toEqual([]);
  });

  it.each(['', ',,', ' ,'])('refuses the decimal separator %j, which is not one character', (sep) => {
    expect(problemLines(SystemInfoSchema, { ...infoBody(), decimals_sep: sep })).toEqual([
      `decimals_sep: expected a single character, got ${JSON.stringify(sep)} (string)`,
    ]);
  });

  it('refuses an empty version label', () => {
    expect(problemLines(SystemInfoSchema, { ...infoBody(), version: '' })).toEqual([
      'version: expected non-empty text, got "" (string)',
    ]);
  });

  it('refuses the string "true" as status', () => {
    expect(problemLines(SystemInfoSchema, { ...infoBody(), status: 'true' })).toEqual([
      'status: expected true, got "true" (string)',
    ]);
  });

  it('refuses status false and a missing status on a success body', () => {
    expect(problemLines(SystemInfoSchema, { ...infoBody(), status: false })).toEqual([
      'status: expected true, got false (boolean)',
    ]);
    const { status: _omitted, ...body } = infoBody();
    expect(problems(SystemInfoSchema, body).map((p) => p.path)).toEqual(['status']);
  });

  it('refuses a body that is not an object, at the root', () => {
    expect(problemLines(SystemInfoSchema, [infoBody()])).toEqual(['(root): expected object, got array']);
  });

  it('reports every format problem of the body at once', () => {
    const body = { ...infoBody(), id: 'x', default_currency: 'eur', timezone: 'UTC', logo: '/logo.png' };
    expect(problems(SystemInfoSchema, body).map((p) => p.path)).toEqual([
      'id',
      'logo',
      'default_currency',
      'timezone',
    ]);
  });

  it('reports a format problem together with a type problem in another field', () => {
    // A per-field check would report both; the object-level format check must not be skipped.
    const body = { ...infoBody(), id: 7, timezone: 'UTC' };
    expect(problemLines(SystemInfoSchema, body)).toEqual([
      'id: expected string, got 7 (number)',
      'timezone: expected a region/city time-zone name, got "UTC" (string)',
    ]);
  });

  it('shortens a long string it quotes in a message', () => {
    const long = 'x'.repeat(200);
    const [line] = problemLines(SystemInfoSchema, { ...infoBody(), default_currency: long });
    expect(line).toBe(
      `default_currency: expected a three-letter currency code, got "${'x'.repeat(57)}..." (string)`,
    );
  });
});

describe('CategoriesResponseSchema (GET /api/v2/products/getcategorys, success)', () => {
  it('accepts a realistic categories body with http and https images and a null slug', () => {
    const body = categoriesBody([
      categoryRow(),
      categoryRow({
        id: '11',
        code: 'KAES',
        name: 'Käse',
        slug: null,
        image: 'http://shop.example.com/ph.png',
      }),
      categoryRow({ id: '12', code: 'OBST', name: 'Obst', slug: 'obst' }),
    ]);
    expect(problems(CategoriesResponseSchema, body)).toEqual([]);
  });

  it('accepts an empty rows array', () => {
    expect(problems(CategoriesResponseSchema, categoriesBody([]))).toEqual([]);
  });

  it('keeps unknown fields of a row beside the known ones, as it does for the info record', () => {
    const result = validate(CategoriesResponseSchema, categoriesBody([categoryRow({ sort: '3' })]));
    expect(result.ok && result.value.rows).toEqual([categoryRow({ sort: '3' })]);
  });

  it('refuses a numeric category id with the row index in the path', () => {
    const body = categoriesBody([categoryRow(), categoryRow(), categoryRow(), categoryRow({ id: 13 })]);
    expect(problemLines(CategoriesResponseSchema, body)).toEqual([
      'rows[3].id: expected string, got 13 (number)',
    ]);
  });

  it.each(['2.5', '', ' 1', '-1'])('refuses the category id %j as numeric text', (id) => {
    expect(problemLines(CategoriesResponseSchema, categoriesBody([categoryRow({ id })]))).toEqual([
      `rows[0].id: expected numeric text, got ${JSON.stringify(id)} (string)`,
    ]);
  });

  it.each([
    'http://shop.example.com/a.png',
    'https://shop.example.com/a.png',
    'HTTPS://SHOP.EXAMPLE.COM/A.PNG',
  ])('accepts the category image %s', (image) => {
    expect(problems(CategoriesResponseSchema, categoriesBody([categoryRow({ image })]))).toEqual([]);
  });

  it.each([
    ['/img.png', 'it has no scheme: a relative address'],
    ['images/x.png', 'it has no scheme: a relative address'],
    ['ftp://x/y', 'the scheme "ftp" is not http or https'],
    ['http://', 'it has no host'],
    ['javascript:alert(1)', 'the scheme "javascript" is not http or https'],
    ['', 'it has no scheme: a relative address'],
    ['http://cdn.example:99999/a.png', 'the port 99999 is above 65535'],
    ['http://cdn%zz.example/a.png', '"%zz" is not a percent-escape (% and two hex digits)'],
  ])('refuses the category image %j, saying why', (image, reason) => {
    expect(problemLines(CategoriesResponseSchema, categoriesBody([categoryRow({ image })]))).toEqual([
      `rows[0].image: expected an absolute http(s) URL (${reason}), got ${JSON.stringify(image)} (string)`,
    ]);
  });

  it('refuses a null category image (the server sends a placeholder URL instead)', () => {
    expect(problemLines(CategoriesResponseSchema, categoriesBody([categoryRow({ image: null })]))).toEqual([
      'rows[0].image: expected string, got null',
    ]);
  });

  it('refuses a row without slug as missing', () => {
    const { slug: _omitted, ...row } = categoryRow();
    const found = problems(CategoriesResponseSchema, categoriesBody([row]));
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toBe('rows[0].slug');
    expect(found[0]?.message).toMatch(/^missing/);
  });

  it('refuses a numeric slug', () => {
    expect(problemLines(CategoriesResponseSchema, categoriesBody([categoryRow({ slug: 5 })]))).toEqual([
      'rows[0].slug: expected string, got 5 (number)',
    ]);
  });

  it('refuses rows that are not an array, and a missing rows field', () => {
    expect(problemLines(CategoriesResponseSchema, { status: true, rows: {} })).toEqual([
      'rows: expected array, got object',
    ]);
    expect(problemLines(CategoriesResponseSchema, { status: true })).toEqual([
      'rows: missing (expected array)',
    ]);
  });

  it('refuses the string "true" as status', () => {
    expect(problemLines(CategoriesResponseSchema, { ...categoriesBody(), status: 'true' })).toEqual([
      'status: expected true, got "true" (string)',
    ]);
  });

  it('reports the problems of two different rows at once', () => {
    const body = categoriesBody([
      categoryRow(),
      categoryRow({ id: 'eleven' }),
      categoryRow(),
      categoryRow({ image: '/x.png' }),
    ]);
    expect(problems(CategoriesResponseSchema, body).map((p) => p.path)).toEqual([
      'rows[1].id',
      'rows[3].image',
    ]);
  });

  it('reports a format problem of a row together with a type problem in another of its fields', () => {
    const body = categoriesBody([categoryRow({ slug: 5, image: '/img.png' })]);
    expect(problems(CategoriesResponseSchema, body).map((p) => p.path)).toEqual([
      'rows[0].slug',
      'rows[0].image',
    ]);
  });
});

describe('FailureBodySchema (any operation, failure)', () => {
  it('accepts {status: false, error} with the spec message', () => {
    expect(problems(FailureBodySchema, { status: false, error: UNKNOWN_METHOD })).toEqual([]);
    expect(UNKNOWN_METHOD).toBe('Unknown method');
  });

  it('refuses a failure body without error, or with a non-string error', () => {
    expect(problemLines(FailureBodySchema, { status: false })).toEqual(['error: missing (expected string)']);
    expect(problemLines(FailureBodySchema, { status: false, error: 404 })).toEqual([
      'error: expected string, got 404 (number)',
    ]);
  });

  it('refuses status true and the string "false" on a failure body', () => {
    expect(problemLines(FailureBodySchema, { status: true, error: 'x' })).toEqual([
      'status: expected false, got true (boolean)',
    ]);
    expect(problemLines(FailureBodySchema, { status: 'false', error: 'x' })).toEqual([
      'status: expected false, got "false" (string)',
    ]);
  });
});

describe('formatJsonPath', () => {
  it('joins keys with dots and puts array indexes in brackets', () => {
    expect(formatJsonPath(['rows', 3, 'id'])).toBe('rows[3].id');
    expect(formatJsonPath(['info', 'default_currency'])).toBe('info.default_currency');
    expect(formatJsonPath(['auth', 'tokens', 0])).toBe('auth.tokens[0]');
  });

  it('names the root "(root)"', () => {
    expect(formatJsonPath([])).toBe('(root)');
  });

  it('starts with a bracket when the first step is an index', () => {
    expect(formatJsonPath([0, 'id'])).toBe('[0].id');
  });

  it('quotes keys that are not identifiers in brackets', () => {
    expect(formatJsonPath(['assets', 'images/käse 1.svg'])).toBe('assets["images/käse 1.svg"]');
    expect(formatJsonPath(['a', '1x', 'b'])).toBe('a["1x"].b');
    expect(formatJsonPath(['my key'])).toBe('["my key"]');
    expect(formatJsonPath(['a', ''])).toBe('a[""]');
    expect(formatJsonPath(['a', 'say "hi"'])).toBe('a["say \\"hi\\""]');
  });

  it('writes identifier keys with $ and _ after a dot', () => {
    expect(formatJsonPath(['$meta', '_id'])).toBe('$meta._id');
  });

  it('writes a symbol key as its description in brackets', () => {
    expect(formatJsonPath(['a', Symbol('s')])).toBe('a["Symbol(s)"]');
  });
});

describe('issueLines', () => {
  const issues = (n: number): PathIssue[] =>
    Array.from({ length: n }, (_, i) => ({ path: `rows[${i}].id`, message: 'expected numeric text' }));

  it('writes each issue as "path: message"', () => {
    expect(issueLines(issues(2))).toEqual([
      'rows[0].id: expected numeric text',
      'rows[1].id: expected numeric text',
    ]);
  });

  it('writes at most 20 lines by default plus one saying how many more there are', () => {
    const lines = issueLines(issues(25));
    expect(lines).toHaveLength(21);
    expect(lines[19]).toBe('rows[19].id: expected numeric text');
    expect(lines[20]).toBe('... and 5 more problems');
  });

  it('adds no "more" line when the issues fit the limit exactly', () => {
    expect(issueLines(issues(20))).toHaveLength(20);
    expect(issueLines(issues(20)).at(-1)).toBe('rows[19].id: expected numeric text');
  });

  it('honours a given limit', () => {
    expect(issueLines(issues(100), 3)).toEqual([
      'rows[0].id: expected numeric text',
      'rows[1].id: expected numeric text',
      'rows[2].id: expected numeric text',
      '... and 97 more problems',
    ]);
  });

  it('returns no lines for no issues', () => {
    expect(issueLines([])).toEqual([]);
  });
});
