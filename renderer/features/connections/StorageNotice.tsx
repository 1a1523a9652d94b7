// How tokens are kept on this computer. Where they cannot be stored securely they are kept for this
// session only, unless the user confirms weak storage after reading what it risks; that choice can
// be withdrawn. A damaged or unreadable connections file is reported first.
import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../store';
import { selectCanSave, selectStorage, selectStorageBusy } from '../../store/selectors';
import { ConfirmStep } from '../../ui/ConfirmStep';
import { askedAgain, weakStorageRisk, whyNotSecure } from './token-words';

function FileNotice() {
  const storage = useAppStore(selectStorage);
  if (!storage?.notice) return null;
  return (
    <div className="message message--error" role="alert">
      <p className="message__title">There is a problem with the saved connections</p>
      <p>{storage.notice}</p>
      {!storage.writable && (
        <p>Until the inspector restarts, connections cannot be added, changed or deleted.</p>
      )}
    </div>
  );
}

function NotSecure() {
  const storage = useAppStore(selectStorage)!;
  const busy = useAppStore(selectStorageBusy);
  const canSave = useAppStore(selectCanSave);
  const setWeakStorage = useAppStore((s) => s.setWeakStorage);
  const [confirming, setConfirming] = useState(false);
  // The button pressed goes away when the choice changes: focus the one that takes its place.
  const allowed = storage.weakStorageAllowed;
  const shownAllowed = useRef(allowed);
  useEffect(() => {
    if (shownAllowed.current === allowed) return;
    shownAllowed.current = allowed;
    document.getElementById(allowed ? 'storage-withdraw' : 'storage-allow')?.focus();
  }, [allowed]);

  if (allowed) {
    return (
      <div className="message message--warning storage-notice">
        <p className="message__title">Tokens are stored with weak protection</p>
        <p>You allowed this. Anyone who can read your files can recover the stored tokens.</p>
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
            Stop storing tokens
          </button>
        </div>
        <p className="muted">Stored tokens are then removed from the file and kept for this session only.</p>
      </div>
    );
  }
  return (
    <div className="message message--warning storage-notice">
      <p className="message__title">Tokens are kept for this session only</p>
      <p>
        {whyNotSecure(storage.level)} They are forgotten when the inspector closes, and you enter them again
        next time.
      </p>
      {askedAgain(storage) && <p>{askedAgain(storage)}</p>}
      {confirming ? (
        <ConfirmStep
          title="Store tokens with weak protection?"
          confirmLabel="Store tokens with weak protection"
          cancelLabel="Keep them for this session only"
          busy={busy}
          returnFocusId="storage-allow"
          onConfirm={() => void setWeakStorage(true).then(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
        >
          <p>{weakStorageRisk(storage.level)}</p>
          <p>Choose this only on a computer that you alone use. You can withdraw it at any time.</p>
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
            Store tokens with weak protection…
          </button>
        </div>
      )}
    </div>
  );
}

export function StorageNotice() {
  const storage = useAppStore(selectStorage);
  if (!storage) return null;
  return (
    <>
      <FileNotice />
      {storage.level === 'secure' ? (
        <p className="storage-notice storage-notice--secure muted">
          Tokens are stored encrypted by this computer’s key store.
        </p>
      ) : (
        <NotSecure />
      )}
    </>
  );
}
