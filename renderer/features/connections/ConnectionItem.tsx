// One saved connection in the list: name (a long one cut short, whole on hover and while anything
// of the item has the focus), address, token state and how it is kept, badges, its watch, and
// Use / Edit / Delete (after a confirmation).
import { useState } from 'react';
import type { ProfileView } from '../../../shared/profiles';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectActiveProfileId, selectCanSave } from '../../store/selectors';
import { ConfirmStep } from '../../ui/ConfirmStep';
import { tokenKept, tokenState } from './token-words';
import { UseButton } from './UseButton';
import { WatchSelect } from './WatchSelect';

// Between the token's state and how it is kept; the same in every language.
const SEPARATOR = ' · ';

export function ConnectionItem({ profile }: { profile: ProfileView }) {
  const active = useAppStore(selectActiveProfileId) === profile.id;
  const canSave = useAppStore(selectCanSave);
  const showForm = useAppStore((s) => s.showForm);
  const deleteConnection = useAppStore((s) => s.deleteConnection);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const t = useText();
  const kept = tokenKept(profile);
  const deleteId = `delete-${profile.id}`;

  async function remove() {
    setDeleting(true);
    await deleteConnection(profile.id);
    setDeleting(false);
    setConfirming(false);
    // The row is gone with its buttons: give the focus a place to stay inside the dialog.
    document.getElementById('add-connection')?.focus();
  }

  return (
    <li className="connection" aria-label={profile.name}>
      <div className="connection__summary">
        <p className="connection__name">
          <span className="connection__title" title={profile.name}>
            {profile.name}
          </span>
          {active && <span className="badge badge--accent">{t('connections.item.inUse')}</span>}
          {profile.insecure && <span className="badge badge--warning">{t('connections.insecure')}</span>}
        </p>
        <code className="connection__url" title={profile.baseUrl}>
          {profile.baseUrl}
        </code>
        <p className="connection__token">
          <span className="connection__token-state">{t(tokenState(profile))}</span>
          {kept && (
            <span className="muted">
              {SEPARATOR}
              {t(kept)}
            </span>
          )}
        </p>
      </div>
      <div className="connection__actions">
        <WatchSelect profile={profile} />
        <UseButton profile={profile} />
        <button type="button" className="button" onClick={() => showForm(profile.id)}>
          {t('connections.item.edit')}
          <span className="visually-hidden"> {profile.name}</span>
        </button>
        <button
          id={deleteId}
          type="button"
          className="button"
          disabled={!canSave}
          aria-expanded={confirming}
          onClick={() => setConfirming(true)}
        >
          {t('connections.item.delete')}
          <span className="visually-hidden"> {profile.name}</span>
        </button>
      </div>
      {confirming && (
        <ConfirmStep
          title={t('connections.item.deleteTitle', { name: profile.name })}
          confirmLabel={t('connections.item.deleteConfirm')}
          cancelLabel={t('connections.item.keep')}
          busy={deleting}
          returnFocusId={deleteId}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('connections.item.deleteBody', { active: active ? 'yes' : 'no' })}</p>
        </ConfirmStep>
      )}
    </li>
  );
}
