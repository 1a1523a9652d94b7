// Add or edit a connection: name, address, token, timeout, plain http. "Test connection" tries the
// draft without saving; Save sends it to main, whose refusal appears here and whose notes appear in
// the list afterwards.
import { useText } from '../../i18n/useText';
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
import {
  FIELD_IDS,
  useConnectionForm,
  type ConnectionFormValues,
  type FieldProblem,
} from './useConnectionForm';

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
  const t = useText();
  const problem = (found: FieldProblem | undefined) => (found === undefined ? found : t(found));

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
        {profile ? t('connections.form.editTitle', { name: profile.name }) : t('connections.form.newTitle')}
      </h3>
      {prefill && (
        // Above a form a link filled in: nothing is saved yet, and the token is the user's to type.
        <p className="message message--warning" role="status">
          {t('connections.form.fromLink')}
        </p>
      )}
      <TextField
        id={FIELD_IDS.name}
        label={t('connections.form.name')}
        value={values.name}
        onChange={(v) => change('name', v)}
        error={problem(errors.name)}
        autoComplete="off"
        maxLength={80}
        data-autofocus
      />
      <TextField
        id={FIELD_IDS.baseUrl}
        label={t('connections.form.address')}
        value={values.baseUrl}
        onChange={(v) => change('baseUrl', v)}
        error={problem(errors.baseUrl)}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://shop.example.com"
        hint={t('connections.form.addressHint')}
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
        label={t('connections.form.timeout')}
        value={values.timeoutSeconds}
        onChange={(v) => change('timeoutSeconds', v)}
        error={problem(errors.timeoutSeconds)}
        type="number"
        inputMode="decimal"
        min={1}
        max={120}
        step={1}
      />
      <CheckboxField
        id="connection-insecure"
        label={t('connections.form.insecure')}
        checked={values.insecure}
        onChange={(v) => change('insecure', v)}
        hint={t('connections.form.insecureHint')}
      />
      {!isActive && (
        <CheckboxField
          id="connection-use"
          label={t('connections.form.useAfterSave')}
          checked={values.useAfterSave}
          onChange={(v) => change('useAfterSave', v)}
        />
      )}
      <div className="connection-form__test">
        {/* Stays enabled while a test runs: pressing it again starts over with what the form holds. */}
        <button id={TEST_BUTTON_ID} type="button" className="button" onClick={test}>
          {t('connections.form.test')}
        </button>
        <TestResult />
      </div>
      <div className="connection-form__footer">
        {saveError && (
          <div className="message message--error" role="alert">
            <p className="message__title">{t('connections.form.notSaved')}</p>
            <p>{saveError}</p>
          </div>
        )}
        {!canSave && <p className="message message--warning">{t('connections.form.savingOff')}</p>}
        <div className="connection-form__actions">
          <button type="button" className="button" onClick={showList}>
            {t('ui.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={!canSave}
            // Not disabled while saving: a disabled button would drop the keyboard focus.
            aria-disabled={saving}
          >
            {t(saving ? 'connections.form.saving' : 'connections.form.save')}
          </button>
        </div>
      </div>
    </form>
  );
}
