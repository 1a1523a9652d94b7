// The token input: a password field that is never pre-filled, and uncontrolled, so the typed token
// never appears as a value attribute in the DOM. On an edit, empty keeps the saved token
// and "Remove token" removes it; the hint says which will happen, and how a new token will be kept.
import type { ProfileView } from '../../../shared/profiles';
import { useAppStore } from '../../store';
import { selectStorage } from '../../store/selectors';
import { CheckboxField } from '../../ui/CheckboxField';
import { TextField } from '../../ui/TextField';
import { sessionOnly } from './token-words';
import { FIELD_IDS } from './useConnectionForm';

interface TokenFieldProps {
  readonly profile: ProfileView | null;
  readonly removeToken: boolean;
  readonly onToken: (token: string) => void;
  readonly onRemoveToken: (remove: boolean) => void;
}

function hint(profile: ProfileView | null, removeToken: boolean, forSession: boolean): string {
  if (removeToken) return 'The saved token will be removed when you save.';
  const kept = forSession ? ' A new token is kept for this session only.' : '';
  if (profile?.tokenSet) {
    return `A token is set (${profile.tokenHint ?? 'hidden'}). Leave this empty to keep it, or type a new one to replace it.${kept}`;
  }
  return `Sent as et_auth_token when categories are loaded; never shown again after saving.${kept}`;
}

export function TokenField({ profile, removeToken, onToken, onRemoveToken }: TokenFieldProps) {
  const forSession = sessionOnly(useAppStore(selectStorage));
  return (
    <div className="token-field">
      <TextField
        // A new input when "Remove token" is ticked: the one typed into is emptied with it.
        key={removeToken ? 'token-removed' : 'token'}
        id={FIELD_IDS.token}
        type="password"
        label={
          <>
            Token <span className="form-field__optional">(optional)</span>
          </>
        }
        onChange={onToken}
        disabled={removeToken}
        autoComplete="off"
        spellCheck={false}
        placeholder={profile?.tokenSet ? 'Keep the current token' : ''}
        hint={hint(profile, removeToken, forSession)}
      />
      {profile?.tokenSet && (
        <CheckboxField
          id="connection-remove-token"
          label="Remove token"
          checked={removeToken}
          onChange={onRemoveToken}
        />
      )}
    </div>
  );
}
