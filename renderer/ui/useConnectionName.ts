// A connection's name as the user reads it: the one they gave it, or, for the built-in demo
// connection (named by main in English), its name in the language shown.
import { useCallback } from 'react';
import { DEMO_PROFILE_ID } from '../../shared/profiles';
import { useText } from '../i18n/useText';

export function useConnectionName(): (profile: { readonly id: string; readonly name: string }) => string {
  const text = useText();
  return useCallback(
    (profile) => (profile.id === DEMO_PROFILE_ID ? text('connections.demo.name') : profile.name),
    [text],
  );
}
