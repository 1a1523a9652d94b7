/**
 * Connection profiles as the renderer sees and edits them. The token goes in (ProfileInput) but never
 * comes back out: a ProfileView says only whether one is set, a masked hint, and how it is kept.
 */
import { z } from 'zod';

/** Where a profile's token is kept. */
export type TokenStorage = 'none' | 'secure' | 'weak' | 'session';

/** How well this machine can protect stored tokens. */
export type ProtectionLevel = 'secure' | 'weak' | 'unavailable';

/** Bounds for a profile's timeout. */
export const TIMEOUT_MS = { min: 1_000, max: 120_000, default: 10_000 } as const;

/** What the renderer sends to create (no id) or update (id) a profile. */
export const ProfileInputSchema = z.strictObject({
  id: z.string().min(1).max(100).optional(),
  name: z.string().trim().min(1, 'Give the connection a name').max(80),
  baseUrl: z.string().trim().min(1, 'Enter the address of the installation').max(2_000),
  /** A new token; null removes it; absent keeps the current one. */
  token: z.string().max(4_096).nullable().optional(),
  timeoutMs: z.number().int().min(TIMEOUT_MS.min).max(TIMEOUT_MS.max).default(TIMEOUT_MS.default),
  /** Allows plain http to hosts other than this machine; the UI marks such profiles. */
  insecure: z.boolean().default(false),
});
export type ProfileInput = z.input<typeof ProfileInputSchema>;

/** A profile as the renderer sees it. */
export interface ProfileView {
  readonly id: string;
  readonly name: string;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly insecure: boolean;
  readonly tokenSet: boolean;
  /** e.g. "••••9c3f", or null when no token is set. Never more than the last four characters. */
  readonly tokenHint: string | null;
  readonly tokenStorage: TokenStorage;
  /**
   * A token was configured but is not available on this computer (the web host restarted without
   * storing it, or the key store cannot decrypt it now): the connection is not called until the
   * token is entered again. Absent means false.
   */
  readonly tokenMissing?: boolean;
  /** The built-in connection to the embedded demo server. */
  readonly demo: boolean;
}

/** The id of the built-in demo connection. */
export const DEMO_PROFILE_ID = 'demo';

/**
 * Tokens shorter than this are masked only where they stand as the token (the `et_auth_token`
 * value), never searched for inside data; the connection form advises longer ones.
 */
export const SHORT_TOKEN_CHARS = 8;

/** A masked hint for a token: its last four characters when it is long enough to spare them. */
export function tokenHint(token: string): string {
  return token.length >= 12 ? `••••${token.slice(-4)}` : '••••';
}
