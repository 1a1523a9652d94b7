// Types of the stand-in's net module (net.mjs) for the TypeScript tests that use it directly.
import type { Writable } from 'node:stream';

export interface StandInRequestOptions {
  readonly method?: string;
  readonly url: string;
  readonly redirect?: 'follow' | 'error' | 'manual';
  readonly headers?: Record<string, string>;
  readonly credentials?: string;
  readonly cache?: string;
  readonly useSessionCookies?: boolean;
}

/** Electron's ClientRequest over real HTTP. */
export class ClientRequest extends Writable {
  constructor(options: StandInRequestOptions);
  setHeader(name: string, value: string): void;
  getHeader(name: string): string | undefined;
  followRedirect(): void;
  abort(): void;
}

/** Every request made: method, URL and redirect policy, in order. */
export const netRequests: { method: string; url: string; redirect: string }[];

/** Electron's net.fetch, built on `makeRequest`. */
export function fetchOverClientRequest(
  input: string,
  init: RequestInit | undefined,
  makeRequest: (options: StandInRequestOptions) => ClientRequest,
): Promise<Response>;
