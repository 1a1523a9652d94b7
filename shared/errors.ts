/**
 * Error codes shared by main, renderer and CLI. Errors cross process boundaries as values carrying
 * one of these codes plus a message; the renderer maps codes to words, the CLI to exit codes.
 */
export const ERROR_CODES = [
  /** A dataset file is unreadable, too large, not JSON or breaks the dataset format. */
  'DATASET_INVALID',
  /** The port a server was asked to listen on is taken. */
  'PORT_IN_USE',
  /** A server could not listen for another reason (permission, unknown host). */
  'LISTEN_FAILED',
  /** A command line or call was given arguments it does not accept. */
  'USAGE',
  /** An IPC or RPC call's arguments do not match its schema. */
  'INVALID_ARGUMENT',
  /** The saved connections could not be read or written. */
  'PROFILE_STORE',
  /** A connection id that does not exist (any more). */
  'PROFILE_NOT_FOUND',
  /** A file the user chose cannot be read or written (the message says which and why). */
  'FILE_ACCESS',
  /**
   * The connection's token was configured but is not available on this computer (the cause
   * no-token, ours): the installation was not called; the token is to be entered again.
   */
  'NO_TOKEN',
  /** The page was opened without its host (no desktop app, no web host around it): nothing can be called. */
  'NO_HOST',
  /** Something that should not happen; the message says what. */
  'INTERNAL',
] as const;

/** One of the shared error codes. */
export type ErrorCode = (typeof ERROR_CODES)[number];
