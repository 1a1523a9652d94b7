// The OpenAPI description says what `check` says of the system information (spec 2.1): every field
// but `status` is a string, extra ones too, so a third-party validator refuses what the app refuses.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { SCHEMA_NAMES, v2JsonSchemas } from '../../electron/core/openapi/v2-json-schemas';
import { SystemInfoSchema } from '../../shared/v2';
import { validate } from '../../shared/validate';
import { STORE_SETTINGS } from '../helpers/store-settings';

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
const described = ajv.compile(v2JsonSchemas()[SCHEMA_NAMES.info]!);

const info = (extra: Record<string, unknown>) => ({
  status: true,
  code: '200',
  version: 'v2',
  id: '1',
  logo: 'https://shop.example.com/logo.png',
  assets_url: 'https://shop.example.com/img/',
  company_name: 'Shop',
  ...STORE_SETTINGS,
  ...extra,
});

describe('the OpenAPI description of the system information', () => {
  it.each([
    ['a string extra field', { vat_mode: 'gross' }, true],
    ['a number', { vat_mode: 19 }, false],
    ['null', { vat_mode: null }, false],
    ['an object', { vat_mode: { rate: '19' } }, false],
  ])('agrees with the schema the app checks with on %s', (_name, extra, valid) => {
    const body = info(extra);
    expect(described(body)).toBe(valid);
    expect(validate(SystemInfoSchema, body).ok).toBe(valid);
  });
});
