/**
 * How large a value is as an Electron IPC message, bounded from above, so the desktop app refuses an
 * argument or an answer with a clear message instead of letting IPC fail. Electron serializes IPC
 * values with V8's serializer into one Mojo message: Chromium rejects a message above 256 MiB (the
 * renderer is killed or the call fails with nothing to show), and the serializer's buffer breaks past
 * 1 GiB (electron/electron#53961). The app's cap is half of Mojo's limit. Used by the preload (what
 * the window sends) and by main's IPC registration (what it answers); no imports, so the preload stays
 * small.
 */

/** The largest IPC message the app sends either way, in bytes: well below Chromium's 256 MiB. */
export const IPC_MESSAGE_MAX_BYTES = 128 * 1024 * 1024;

// What V8's serializer writes around a value: a tag and a length or two.
const OVERHEAD = 8;

/**
 * An upper bound of the bytes `value` takes serialized, counting every string at two bytes a
 * character (V8 writes a string with any character past U+00FF as UTF-16). Stops counting once the
 * total passes `stopAbove`, so measuring a huge value costs no more than the cap. Never throws; values
 * that structured cloning cannot carry count as their overhead only (IPC refuses them itself).
 */
export function ipcSizeBound(value: unknown, stopAbove = IPC_MESSAGE_MAX_BYTES): number {
  let total = 0;
  const seen = new Set<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0 && total <= stopAbove) {
    const item = pending.pop();
    total += OVERHEAD;
    if (typeof item === 'string') total += item.length * 2;
    else if (typeof item === 'bigint') total += Math.ceil(item.toString(16).length / 2);
    else if (typeof item === 'object' && item !== null && !seen.has(item)) {
      seen.add(item);
      if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) total += item.byteLength;
      else if (item instanceof Map) for (const [k, v] of item) pending.push(k, v);
      else if (item instanceof Set) for (const v of item) pending.push(v);
      else if (Array.isArray(item)) for (const v of item as unknown[]) pending.push(v);
      else
        for (const key of Object.keys(item)) {
          total += OVERHEAD + key.length * 2;
          pending.push((item as Record<string, unknown>)[key]);
        }
    }
  }
  return total;
}

/** Megabytes, rounded up, for a message. */
const mb = (bytes: number) => Math.ceil(bytes / (1024 * 1024));

/**
 * The message when an argument of `method` is too large to send from the window to the app, or null
 * when it fits.
 */
export function tooLargeToSend(method: string, args: unknown, max = IPC_MESSAGE_MAX_BYTES): string | null {
  const size = ipcSizeBound(args, max);
  if (size <= max) return null;
  return (
    `This is too large to hand from the window to the app (${method}): more than the ${mb(max)} MB ` +
    'that can pass in one call. Use the command line for data this large (retail-inspector serve, export ' +
    'or diff).'
  );
}

/** The message when main's answer to `method` is too large to send to the window, or null when it fits. */
export function tooLargeToAnswer(method: string, value: unknown, max = IPC_MESSAGE_MAX_BYTES): string | null {
  const size = ipcSizeBound(value, max);
  if (size <= max) return null;
  return (
    `The answer to ${method} is too large to send to the window: more than the ${mb(max)} MB that can ` +
    'pass in one call. Use the command line for data this large (retail-inspector check, export or diff).'
  );
}
