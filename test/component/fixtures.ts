// What the fake inspector answers unless a test says otherwise: an installation whose settings and
// categories exercise labels, accents, numeric sorting and fields the API does not define, and the
// connections main would list (the built-in demo and one saved connection with a token).
import type { CallMeta } from '../../shared/call-result';
import type { DemoStatus, StorageStatusView } from '../../shared/ipc-contract';
import type { ProfileView } from '../../shared/profiles';
import type { Category, SystemInfo } from '../../shared/v2';
import { STORE_SETTINGS } from '../helpers/store-settings';

export const COMPANY = 'Bäckerei Sonnenschein GmbH';

// Installations may send fields the specification does not define (the schemas keep them).
export const INFO: SystemInfo & Record<string, unknown> = {
  status: true,
  code: '0',
  version: '2.4.1',
  id: '7',
  logo: 'https://assets.example.test/logo.png',
  assets_url: 'https://assets.example.test/',
  company_name: COMPANY,
  ...STORE_SETTINGS,
  // Not in the specification: installations add fields, and the inspector shows them too.
  fiscal_year: '2026',
};

const image = (name: string) => `https://assets.example.test/categories/${name}.png`;

/**
 * Five categories whose three orders differ: by name (Äpfel, Brötchen, Käse, Pâté, Zwiebeln), by
 * code, numeric within text (A-7, A-10, B-1, C-4, C-30) and by id, as numbers (3, 9, 12, 25, 100).
 */
export const CATEGORIES: (Category & Record<string, unknown>)[] = [
  { id: '25', code: 'B-1', name: 'Pâté', slug: null, image: image('pate') },
  { id: '3', code: 'C-4', name: 'Brötchen', slug: 'broetchen', image: image('broetchen') },
  { id: '100', code: 'A-7', name: 'Käse', slug: 'kaese', image: image('kaese') },
  {
    id: '12',
    code: 'C-30',
    name: 'Äpfel',
    slug: 'aepfel',
    image: image('aepfel'),
    // Fields the API does not define, as some installations send them.
    parent_id: '3',
    visible: true,
  },
  { id: '9', code: 'A-10', name: 'Zwiebeln', slug: 'zwiebeln', image: image('zwiebeln') },
];

export const NAMES_BY_NAME = ['Äpfel', 'Brötchen', 'Käse', 'Pâté', 'Zwiebeln'];
export const NAMES_BY_CODE = ['Käse', 'Zwiebeln', 'Pâté', 'Brötchen', 'Äpfel'];
export const NAMES_BY_ID = ['Brötchen', 'Zwiebeln', 'Äpfel', 'Pâté', 'Käse'];

export const DEMO_PROFILE: ProfileView = {
  id: 'demo',
  name: 'Demo (offline)',
  baseUrl: 'http://127.0.0.1:43210',
  timeoutMs: 10_000,
  insecure: false,
  tokenSet: false,
  tokenHint: null,
  tokenStorage: 'none',
  demo: true,
};

export const SHOP_PROFILE: ProfileView = {
  id: 'shop',
  name: 'Main shop',
  baseUrl: 'https://shop.example.test',
  timeoutMs: 15_000,
  insecure: false,
  tokenSet: true,
  tokenHint: '••••9c3f',
  tokenStorage: 'secure',
  demo: false,
};

export const SECURE_STORAGE: StorageStatusView = {
  level: 'secure',
  weakStorageAllowed: false,
  agreedLevel: null,
  notice: null,
  writable: true,
};

/** A machine without a key store: tokens are kept for the session unless weak storage is allowed. */
export const NO_KEY_STORE: StorageStatusView = {
  level: 'unavailable',
  weakStorageAllowed: false,
  agreedLevel: null,
  notice: null,
  writable: true,
};

export const DEMO_RUNNING: DemoStatus = {
  running: true,
  url: 'http://127.0.0.1:43210',
  file: null,
  companyName: COMPANY,
  categories: CATEGORIES.length,
  faults: null,
};

/** What the fake says it measured for a call. */
export function callMeta(path: string): CallMeta {
  return {
    method: 'GET',
    url: `https://shop.example.test${path}`,
    httpStatus: 200,
    totalMs: 42,
    firstByteMs: 12,
    bytes: 512,
    leniencies: [],
  };
}
