// The connection form's values and its client-side hints (required fields, an address without a
// scheme, timeout range). Main has the final word on everything else (address rules, http); the form
// only spares an obvious round trip.
import { useState } from 'react';
import { missingSchemeWords } from '../../../shared/address-scheme';
import type { ProfileInput, ProfileView, TIMEOUT_MS } from '../../../shared/profiles';
import { words, type Words } from '../../i18n/words';
import type { ConnectionPrefill } from '../../store/state/connection-dialog-state';

// The same bounds as the shared schema (typed from it, so a change there fails the type check here),
// without bundling the schema library into the renderer.
const TIMEOUT: typeof TIMEOUT_MS = { min: 1_000, max: 120_000, default: 10_000 };

/** What the user typed and ticked. The token is never pre-filled: it never reaches the renderer. */
export interface ConnectionFormValues {
  readonly name: string;
  readonly baseUrl: string;
  readonly token: string;
  /** On an edit: send token null, removing the saved one. */
  readonly removeToken: boolean;
  readonly timeoutSeconds: string;
  readonly insecure: boolean;
  /** Switch to the connection once it is saved. */
  readonly useAfterSave: boolean;
}

/** The fields a client-side hint can point at. */
export type CheckedField = 'name' | 'baseUrl' | 'timeoutSeconds';

/** The ids of the inputs, for labels, hints and focus. */
export const FIELD_IDS: Record<CheckedField | 'token', string> = {
  name: 'connection-name',
  baseUrl: 'connection-url',
  timeoutSeconds: 'connection-timeout',
  token: 'connection-token',
};

function initialValues(profile: ProfileView | null, prefill?: ConnectionPrefill): ConnectionFormValues {
  return {
    name: profile?.name ?? prefill?.name ?? '',
    baseUrl: profile?.baseUrl ?? prefill?.baseUrl ?? '',
    token: '',
    removeToken: false,
    timeoutSeconds: String((profile?.timeoutMs ?? TIMEOUT.default) / 1000),
    insecure: profile?.insecure ?? false,
    useAfterSave: profile === null,
  };
}

/**
 * A hint on a field, as words: the renderer's, or the refusal of an address without a scheme that
 * main and the command line give in English (shared/address-scheme.ts).
 */
export type FieldProblem = Words;

function problems(values: ConnectionFormValues, forTest: boolean) {
  const found: Partial<Record<CheckedField, FieldProblem>> = {};
  if (!forTest && values.name.trim() === '') found.name = words('connections.form.needName');
  // The same refusal main gives (shared/address-scheme.ts), here before the round trip.
  const noScheme = missingSchemeWords(values.baseUrl);
  if (values.baseUrl.trim() === '') found.baseUrl = words('connections.form.needAddress');
  else if (noScheme) found.baseUrl = noScheme;
  const seconds = Number(values.timeoutSeconds);
  if (
    values.timeoutSeconds.trim() === '' ||
    !Number.isFinite(seconds) ||
    seconds * 1000 < TIMEOUT.min ||
    seconds * 1000 > TIMEOUT.max
  ) {
    found.timeoutSeconds = words('connections.form.timeoutRange', {
      min: TIMEOUT.min / 1000,
      max: TIMEOUT.max / 1000,
    });
  }
  return found;
}

/** The form's state for `profile` (null: a new connection, maybe filled in from a link). */
export function useConnectionForm(profile: ProfileView | null, prefill?: ConnectionPrefill) {
  const [values, setValues] = useState(() => initialValues(profile, prefill));
  const [errors, setErrors] = useState<Partial<Record<CheckedField, FieldProblem>>>({});

  function set<K extends keyof ConnectionFormValues>(key: K, value: ConnectionFormValues[K]): void {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  /** The input to send, or null after showing hints and focusing the first field to fix. */
  function toInput(forTest: boolean): ProfileInput | null {
    const found = problems(values, forTest);
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as CheckedField[]).find((field) => found[field]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return null;
    }
    const token = values.token.trim();
    return {
      ...(profile ? { id: profile.id } : {}),
      // A test needs no name; the schema does, so an unnamed draft gets a stand-in.
      name: values.name.trim() || 'Unsaved connection',
      baseUrl: values.baseUrl.trim(),
      timeoutMs: Math.round(Number(values.timeoutSeconds) * 1000),
      insecure: values.insecure,
      // null removes the saved token; absent keeps it; a string replaces it.
      ...(values.removeToken ? { token: null } : token ? { token } : {}),
    };
  }

  return { values, errors, set, toInput };
}
