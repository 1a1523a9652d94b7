/**
 * Records from outside (an installation's answer, a dataset file) read and copied by their own
 * fields only, so a field named `constructor`, `toString`, `hasOwnProperty` or `__proto__` is data
 * like any other and never meets Object.prototype: a lookup of a field a record lacks is undefined,
 * not an inherited function, and a copy has no prototype, so writing `__proto__` into it makes a
 * field rather than changing what the copy inherits.
 */

const hasOwn = Object.hasOwn;

/** The value of the record's own field `key`; undefined when the record has no such field. */
export function ownValue(record: object, key: string): unknown {
  return hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

/**
 * A copy of `record`'s own enumerable fields in a prototype-free object, then `changes` over them
 * (own fields too). Never throws.
 */
export function copyRecord<T extends object, C extends object = Record<never, never>>(
  record: T,
  changes?: C,
): Omit<T, keyof C> & C {
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(record)) copy[key] = (record as Record<string, unknown>)[key];
  if (changes) for (const key of Object.keys(changes)) copy[key] = (changes as Record<string, unknown>)[key];
  return copy as Omit<T, keyof C> & C;
}

/**
 * Puts back the `__proto__` fields that a schema library dropped while rebuilding `input` into
 * `output` (zod leaves it out of every object it builds, though JSON.parse keeps it as an own field).
 * Only where `output` kept every other field of its `input` (an object that passes unknown fields
 * through); walks without recursion, skips the parts `output` shares with `input`. Returns `output`.
 */
export function keepProtoFields<T>(input: unknown, output: T): T {
  const pending: [unknown, unknown][] = [[input, output]];
  while (pending.length > 0) {
    const [from, to] = pending.pop()!;
    if (from === to || !isObject(from) || !isObject(to)) continue;
    if (Array.isArray(from) !== Array.isArray(to)) continue;
    const keys = Object.keys(from);
    if (!Array.isArray(from) && hasOwn(from, '__proto__') && !hasOwn(to, '__proto__')) {
      if (keys.every((key) => key === '__proto__' || hasOwn(to, key))) {
        Object.defineProperty(to, '__proto__', {
          value: (from as Record<string, unknown>)['__proto__'],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    for (const key of keys) {
      if (key === '__proto__' || !hasOwn(to, key)) continue;
      const inner = (from as Record<string, unknown>)[key];
      const built = (to as Record<string, unknown>)[key];
      if (inner !== built && isObject(inner)) pending.push([inner, built]);
    }
  }
  return output;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
