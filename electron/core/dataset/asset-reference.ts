/**
 * Rules for the relative paths a dataset uses to name its images. A path that could leave the
 * dataset's folder, or collide with the server's own reserved paths, is refused at load time.
 */

/** Paths under this prefix belong to the server itself (e.g. the placeholder image). */
export const RESERVED_PREFIX = '_inspector/';

/** Why a relative reference is unsafe, or null when it is a plain path inside the dataset's folder. */
export function unsafeReferenceReason(reference: string): string | null {
  if (reference.includes('\\')) return 'uses a backslash; write paths with forward slashes';
  if (reference.includes('\0')) return 'contains a NUL character';
  if (reference.startsWith('/')) return 'is an absolute path; paths are relative to the dataset file';
  const segments = reference.split('/');
  if (segments.some((s) => s === '..')) return "escapes the dataset's folder";
  if (segments.some((s) => s === '' || s === '.')) return 'has an empty or "." segment';
  if (reference.startsWith(RESERVED_PREFIX)) return `uses the reserved prefix ${RESERVED_PREFIX}`;
  return null;
}

/** A relative reference as the path of a URL: each segment percent-encoded. */
export function referenceToUrlPath(reference: string): string {
  return '/' + reference.split('/').map(encodeURIComponent).join('/');
}
