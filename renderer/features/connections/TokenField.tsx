// The token input: a password field that is never pre-filled, and uncontrolled, so the typed token
// never appears as a value attribute in the DOM. On an edit, empty keeps the saved token
// and "Remove token" removes it; the hint says which will happen, and how a new token will be kept.
import { SHORT_TOKEN_CHARS, type ProfileView } from '../../../shared/profiles';
import { useAppStore } from '../../store';
import { selectStorage } from '../../store/selectors';
import { CheckboxField } from '../../ui/CheckboxField';
import { TextField } from '../../ui/TextField';
import { sessionOnly } from './token-words';
import { FIELD_IDS } from './useConnectionForm';

interface TokenFieldProps {
  readonly profile: ProfileView | null;
  /** Characters of the token typed so far (trimmed), for the advice on short tokens. */
  readonly typedLength: number;
  readonly removeToken: boolean;
  readonly onToken: (token: string) => void;
  readonly onRemoveToken: (remove: boolean) => void;
}

function hint(
  profile: ProfileView | null,
  removeToken: boolean,
  forSession: boolean,
  typedLength: number,
): string {
  if (removeToken) return 'The saved token will be removed when you save.';
  const kept = forSession ? ' A new token is kept for this session only.' : '';
  if (typedLength > 0 && typedLength < SHORT_TOKEN_CHARS) return shortTokenAdvice + kept;
  if (profile?.tokenSet) {
    return `A token is set (${profile.tokenHint ?? 'hidden'}). Leave this empty to keep it, or type a new one to replace it.${kept}`;
  }
  return `Sent as et_auth_token when categories are loaded; never shown again after saving.${kept}`;
}

// Why a short token is a weak secret, and what the inspector does and does not mask of it.
const shortTokenAdvice = `This token is shorter than ${SHORT_TOKEN_CHARS} characters: easy to guess, and masked only where it is sent (et_auth_token=…), never inside the installation’s data, which may spell it too. Ask the installation’s administrator for a longer one.`;

export function TokenField({ profile, removeToken, typedLength, onToken, onRemoveToken }: TokenFieldProps) {
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
        hint={hint(profile, removeToken, forSession, typedLength)}
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
