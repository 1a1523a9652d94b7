// Add or edit a connection: name, address, token, timeout, plain http. "Test connection" tries the
// draft without saving; Save sends it to main, whose refusal appears here and whose notes appear in
// the list afterwards.
import { useAppStore } from '../../store';
import {
  selectActiveProfileId,
  selectCanSave,
  selectConnectionTest,
  selectDialogScreen,
  selectEditedProfile,
  selectSaveError,
  selectSaving,
} from '../../store/selectors';
import { CheckboxField } from '../../ui/CheckboxField';
import { TextField } from '../../ui/TextField';
import { TEST_BUTTON_ID, TestResult } from './TestResult';
import { TokenField } from './TokenField';
import { FIELD_IDS, useConnectionForm, type ConnectionFormValues } from './useConnectionForm';

/** Above a form a link filled in: nothing is saved yet, and the token is the user's to type. */
const FROM_LINK =
  'Filled in from a link: check the name and the address, type the token if the installation needs one, then Save. Nothing is saved until you do.';

export function ConnectionForm() {
  const profile = useAppStore(selectEditedProfile);
  const isActive = useAppStore(selectActiveProfileId) === profile?.id;
  const saving = useAppStore(selectSaving);
  const saveError = useAppStore(selectSaveError);
  const canSave = useAppStore(selectCanSave);
  const saveConnection = useAppStore((s) => s.saveConnection);
  const testConnection = useAppStore((s) => s.testConnection);
  const showList = useAppStore((s) => s.showList);
  const dismissSaveError = useAppStore((s) => s.dismissSaveError);
  const resetTest = useAppStore((s) => s.resetTest);
  const testStatus = useAppStore(selectConnectionTest).status;
  const screen = useAppStore(selectDialogScreen);
  const prefill = screen.name === 'form' && screen.profileId === null ? screen.prefill : undefined;
  const { values, errors, set, toInput } = useConnectionForm(profile, prefill);

  // A test result speaks of what was tested: changing the address, token, timeout or http setting
  // makes it stale.
  function change<K extends keyof ConnectionFormValues>(key: K, value: ConnectionFormValues[K]) {
    set(key, value);
    if (testStatus !== 'idle' && key !== 'name' && key !== 'useAfterSave') resetTest();
  }

  function test() {
    const input = toInput(true);
    if (input) void testConnection(input);
  }

  function save() {
    if (saving) return;
    const input = toInput(false);
    // A refusal from main speaks of the previous attempt; the hints now say what to fix first.
    if (!input) dismissSaveError();
    else void saveConnection(input, values.useAfterSave && !isActive);
  }

  return (
    <form
      className="connection-form"
      noValidate
      aria-labelledby="connection-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h3 id="connection-form-title" className="dialog__subtitle">
        {profile ? `Edit “${profile.name}”` : 'New connection'}
      </h3>
      {prefill && (
        <p className="message message--warning" role="status">
          {FROM_LINK}
        </p>
      )}
      <TextField
        id={FIELD_IDS.name}
        label="Name"
        value={values.name}
        onChange={(v) => change('name', v)}
        error={errors.name}
        autoComplete="off"
        maxLength={80}
        data-autofocus
      />
      <TextField
        id={FIELD_IDS.baseUrl}
        label="Address"
        value={values.baseUrl}
        onChange={(v) => change('baseUrl', v)}
        error={errors.baseUrl}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://shop.example.com"
        hint="The installation’s base address; the inspector adds /api/v2/… itself."
      />
      <TokenField
        profile={profile}
        removeToken={values.removeToken}
        typedLength={values.token.trim().length}
        onToken={(v) => change('token', v)}
        onRemoveToken={(remove) => {
          change('removeToken', remove);
          // A token typed before would otherwise sit, greyed out, beside "removed".
          if (remove) change('token', '');
        }}
      />
      <TextField
        id={FIELD_IDS.timeoutSeconds}
        className="form-field--short"
        label="Timeout (seconds)"
        value={values.timeoutSeconds}
        onChange={(v) => change('timeoutSeconds', v)}
        error={errors.timeoutSeconds}
        type="number"
        inputMode="decimal"
        min={1}
        max={120}
        step={1}
      />
      <CheckboxField
        id="connection-insecure"
        label="Allow plain http (insecure: the token is sent unencrypted)"
        checked={values.insecure}
        onChange={(v) => change('insecure', v)}
        hint="Only for a trusted network. Addresses on this computer (localhost) may use http without it."
      />
      {!isActive && (
        <CheckboxField
          id="connection-use"
          label="Use this connection after saving"
          checked={values.useAfterSave}
          onChange={(v) => change('useAfterSave', v)}
        />
      )}
      <div className="connection-form__test">
        {/* Stays enabled while a test runs: pressing it again starts over with what the form holds. */}
        <button id={TEST_BUTTON_ID} type="button" className="button" onClick={test}>
          Test connection
        </button>
        <TestResult />
      </div>
      <div className="connection-form__footer">
        {saveError && (
          <div className="message message--error" role="alert">
            <p className="message__title">The connection was not saved</p>
            <p>{saveError}</p>
          </div>
        )}
        {!canSave && (
          <p className="message message--warning">
            Saving is off this session: the saved connections could not be read (see the notice in the list).
          </p>
        )}
        <div className="connection-form__actions">
          <button type="button" className="button" onClick={showList}>
            Cancel
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={!canSave}
            // Not disabled while saving: a disabled button would drop the keyboard focus.
            aria-disabled={saving}
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>
    </form>
  );
}
