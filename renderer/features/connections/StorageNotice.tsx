// How tokens are kept on this computer. Where they cannot be stored securely they are kept for this
// session only, unless the user confirms weak storage after reading what it risks; that choice can
// be withdrawn. A damaged or unreadable connections file is reported first.
import { useEffect, useRef, useState } from 'react';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectCanSave, selectStorage, selectStorageBusy } from '../../store/selectors';
import { ConfirmStep } from '../../ui/ConfirmStep';
import { askedAgain, weakStorageRisk, whyNotSecure } from './token-words';

function FileNotice() {
  const storage = useAppStore(selectStorage);
  const t = useText();
  if (!storage?.notice) return null;
  return (
    <div className="message message--error" role="alert">
      <p className="message__title">{t('connections.storage.fileProblem')}</p>
      <p>{storage.notice}</p>
      {!storage.writable && <p>{t('connections.storage.fileLocked')}</p>}
    </div>
  );
}

function NotSecure() {
  const storage = useAppStore(selectStorage)!;
  const busy = useAppStore(selectStorageBusy);
  const canSave = useAppStore(selectCanSave);
  const setWeakStorage = useAppStore((s) => s.setWeakStorage);
  const t = useText();
  const [confirming, setConfirming] = useState(false);
  // The button pressed goes away when the choice changes: focus the one that takes its place.
  const allowed = storage.weakStorageAllowed;
  const shownAllowed = useRef(allowed);
  useEffect(() => {
    if (shownAllowed.current === allowed) return;
    shownAllowed.current = allowed;
    document.getElementById(allowed ? 'storage-withdraw' : 'storage-allow')?.focus();
  }, [allowed]);

  const again = askedAgain(storage);
  if (allowed) {
    return (
      <div className="message message--warning storage-notice">
        <p className="message__title">{t('connections.storage.weakTitle')}</p>
        <p>{t('connections.storage.weakBody')}</p>
        <div className="message__actions">
          <button
            id="storage-withdraw"
            type="button"
            className="button"
            disabled={!canSave}
            aria-disabled={busy}
            onClick={() => {
              if (!busy) void setWeakStorage(false);
            }}
          >
            {t('connections.storage.stop')}
          </button>
        </div>
        <p className="muted">{t('connections.storage.stopNote')}</p>
      </div>
    );
  }
  return (
    <div className="message message--warning storage-notice">
      <p className="message__title">{t('connections.storage.sessionTitle')}</p>
      <p>{t('connections.storage.sessionBody', { why: whyNotSecure(storage.level) })}</p>
      {again && <p>{t(again)}</p>}
      {confirming ? (
        <ConfirmStep
          title={t('connections.storage.confirmTitle')}
          confirmLabel={t('connections.storage.confirm')}
          cancelLabel={t('connections.storage.confirmCancel')}
          busy={busy}
          returnFocusId="storage-allow"
          onConfirm={() => void setWeakStorage(true).then(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
        >
          <p>{t(weakStorageRisk(storage.level))}</p>
          <p>{t('connections.storage.confirmOnly')}</p>
        </ConfirmStep>
      ) : (
        <div className="message__actions">
          <button
            id="storage-allow"
            type="button"
            className="button"
            disabled={!canSave}
            onClick={() => setConfirming(true)}
          >
            {t('connections.storage.allow')}
          </button>
        </div>
      )}
    </div>
  );
}

export function StorageNotice() {
  const storage = useAppStore(selectStorage);
  const t = useText();
  if (!storage) return null;
  return (
    <>
      <FileNotice />
      {storage.level === 'secure' ? (
        <p className="storage-notice storage-notice--secure muted">{t('connections.storage.secure')}</p>
      ) : (
        <NotSecure />
      )}
    </>
  );
}
