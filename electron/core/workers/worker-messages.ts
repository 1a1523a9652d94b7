/**
 * What the host and its workers say to each other (plain, structured-cloneable data), and errors as
 * such data: an Error's name, message, `code` and `cause` chain survive the trip (structured clone
 * keeps neither `code` nor subclasses), so the network error words and AppError codes read the same
 * on either side. Pure; never throws.
 */
import type { ErrorCode } from '../../../shared/errors';
import { AppError } from '../lib/app-error';

/** An error as data, with its cause chain (at most a few links). */
export interface ErrorData {
  readonly name: string;
  readonly message: string;
  readonly code?: string;
  readonly appCode?: ErrorCode;
  readonly proxyFailure?: boolean;
  readonly cause?: ErrorData;
}

/** A fetch a worker asks its host to make (the signal stays in the worker: abort is a message). */
export interface FetchRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly redirect?: 'follow' | 'manual' | 'error';
  readonly body?: string;
}

/** What the host answers to a fetch: the response with its body bytes (capped), or the error. */
export type FetchReply =
  | {
      readonly ok: true;
      readonly status: number;
      readonly statusText: string;
      readonly headers: readonly (readonly [string, string])[];
      readonly url: string;
      readonly redirected: boolean;
      readonly body: ArrayBuffer | null;
    }
  | { readonly ok: false; readonly error: ErrorData };

/** Host to worker. */
export type ToWorker =
  | { readonly t: 'job'; readonly id: number; readonly kind: string; readonly payload: unknown }
  | { readonly t: 'part'; readonly id: number; readonly items: readonly unknown[] }
  | { readonly t: 'abort'; readonly id: number }
  | { readonly t: 'fetched'; readonly fid: number; readonly reply: FetchReply };

/** Worker to host. */
export type FromWorker =
  | { readonly t: 'done'; readonly id: number; readonly value: unknown }
  | { readonly t: 'failed'; readonly id: number; readonly error: ErrorData }
  | { readonly t: 'fetch'; readonly fid: number; readonly id: number; readonly request: FetchRequest }
  | { readonly t: 'fetchAbort'; readonly fid: number };

const MAX_CAUSES = 5;

/** `error` as data. */
export function errorData(error: unknown, depth = 0): ErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const own = error as Error & { code?: unknown; proxyFailure?: unknown; cause?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof own.code === 'string' ? { code: own.code } : {}),
    ...(error instanceof AppError ? { appCode: error.code } : {}),
    ...(own.proxyFailure === true ? { proxyFailure: true } : {}),
    ...(own.cause !== undefined && depth < MAX_CAUSES ? { cause: errorData(own.cause, depth + 1) } : {}),
  };
}

/** The error `data` stands for: an AppError when it was one, else an Error with its name and code. */
export function errorOf(data: ErrorData): Error {
  const cause = data.cause ? errorOf(data.cause) : undefined;
  const error: Error & { code?: string; proxyFailure?: boolean } = data.appCode
    ? new AppError(data.appCode, data.message)
    : new Error(data.message, cause ? { cause } : undefined);
  if (!data.appCode) error.name = data.name;
  if (data.code !== undefined) error.code = data.code;
  if (data.proxyFailure) error.proxyFailure = true;
  return error;
}
