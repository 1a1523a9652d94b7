// The token input: a password field that is never pre-filled, and uncontrolled, so the typed token
// never appears as a value attribute in the DOM. On an edit, empty keeps the saved token
// and "Remove token" removes it; the hint says which will happen, and how a new token will be kept.
import { SHORT_TOKEN_CHARS, type ProfileView } from '../../../shared/profiles';
import type { Words } from '../../i18n/words';
import { words } from '../../i18n/words';
import { useText } from '../../i18n/useText';
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
): Words {
  if (removeToken) return words('connections.token.hintRemoved');
  const hint =
    typedLength > 0 && typedLength < SHORT_TOKEN_CHARS
      ? // Why a short token is a weak secret, and what the inspector does and does not mask of it.
        words('connections.token.hintShort', { chars: SHORT_TOKEN_CHARS })
      : profile?.tokenSet
        ? words('connections.token.hintSet', {
            hint: profile.tokenHint ?? words('connections.token.hidden'),
          })
        : words('connections.token.hintNew');
  return forSession ? words('connections.token.hintSession', { hint }) : hint;
}

export function TokenField({ profile, removeToken, typedLength, onToken, onRemoveToken }: TokenFieldProps) {
  const forSession = sessionOnly(useAppStore(selectStorage));
  const t = useText();
  return (
    <div className="token-field">
      <TextField
        // A new input when "Remove token" is ticked: the one typed into is emptied with it.
        key={removeToken ? 'token-removed' : 'token'}
        id={FIELD_IDS.token}
        type="password"
        label={
          <>
            {t('connections.token.label')}{' '}
            <span className="form-field__optional">{t('connections.token.optional')}</span>
          </>
        }
        onChange={onToken}
        disabled={removeToken}
        autoComplete="off"
        spellCheck={false}
        placeholder={profile?.tokenSet ? t('connections.token.keepCurrent') : ''}
        hint={t(hint(profile, removeToken, forSession, typedLength))}
      />
      {profile?.tokenSet && (
        <CheckboxField
          id="connection-remove-token"
          label={t('connections.token.remove')}
          checked={removeToken}
          onChange={onRemoveToken}
        />
      )}
    </div>
  );
}
