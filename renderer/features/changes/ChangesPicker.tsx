// What to compare: the latest load of the connection in use with the one before it (the default),
// any two snapshots of it (two selects: time, company, number of categories), or any two sides:
// the latest load of any connection, or a dataset file: in the desktop app chosen with "Browse…" (the
// open dialog) or named; in the web host, which has no dialogs, named in the captures folder.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en';
import { useText } from '../../i18n/useText';
import type { ChangesSide } from '../../../shared/changes';
import type { SnapshotView } from '../../../shared/snapshots';
import { useAppStore } from '../../store';
import {
  selectActiveProfile,
  selectChangesMode,
  selectChangesPick,
  selectChangesSnapshots,
  selectComparisonStatus,
  selectFileDialogs,
  selectProfiles,
} from '../../store/selectors';
import type { ChangesMode } from '../../store/state/changes-state';
import { sameSecondTimes, snapshotTime } from './snapshot-time';
import { RadioGroup } from '../../ui/RadioGroup';
import { useConnectionName } from '../../ui/useConnectionName';

const MODES: readonly { value: ChangesMode; label: MessageId }[] = [
  { value: 'previous', label: 'changes.mode.previous' },
  { value: 'snapshots', label: 'changes.mode.snapshots' },
  { value: 'sides', label: 'changes.mode.sides' },
];

/** "<time> · Shop · 5 categories · pinned", in the language shown. */
function snapshotText(
  snapshot: SnapshotView,
  precise: boolean,
  locale: string,
  text: ReturnType<typeof useText>,
): string {
  return [
    snapshotTime(snapshot.takenAt, precise, locale),
    snapshot.companyName ?? text('changes.pick.unknownCompany'),
    snapshot.categories === null ? null : text('categories.count', { total: snapshot.categories }),
    snapshot.pinned ? text('changes.snapshots.pinned') : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

function SnapshotSelect({
  label,
  value,
  onChange,
  snapshots,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
  snapshots: readonly SnapshotView[];
}) {
  const id = useId();
  const { locale } = useIntl();
  const text = useText();
  const precise = sameSecondTimes(snapshots.map((s) => s.takenAt));
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {snapshots.map((snapshot) => (
          <option key={snapshot.id} value={snapshot.id}>
            {snapshotText(snapshot, precise.has(snapshot.takenAt), locale, text)}
          </option>
        ))}
      </select>
    </div>
  );
}

// A file name as an example, the same in every language.
const FILE_EXAMPLE = 'shop.json';

interface SideChoice {
  readonly source: string;
  readonly file: string;
}

function SideChooser({
  which,
  choice,
  onChange,
}: {
  which: 'A' | 'B';
  choice: SideChoice;
  onChange: (choice: SideChoice) => void;
}) {
  const nameOf = useConnectionName();
  const profiles = useAppStore(selectProfiles);
  const dialogs = useAppStore(selectFileDialogs);
  const chooseFile = useAppStore((s) => s.chooseChangesFile);
  const selectId = useId();
  const fileId = useId();
  const text = useText();
  async function browse() {
    const file = await chooseFile();
    if (file !== null) onChange({ ...choice, file });
  }
  return (
    <div className="changes-side-chooser">
      <div className="form-field">
        <label className="form-field__label" htmlFor={selectId}>
          <FormattedMessage id={which === 'A' ? 'changes.before' : 'changes.after'} />
        </label>
        <select
          id={selectId}
          className="input"
          value={choice.source}
          onChange={(event) => onChange({ ...choice, source: event.target.value })}
        >
          {profiles.map((profile) => (
            <option key={profile.id} value={`latest:${profile.id}`}>
              {text('changes.pick.latest', { name: nameOf(profile) })}
            </option>
          ))}
          <option value="file">{text('changes.pick.file')}</option>
        </select>
      </div>
      {choice.source === 'file' && (
        <div className="form-field">
          <label className="form-field__label" htmlFor={fileId}>
            <FormattedMessage id="changes.pick.fileLabel" values={{ which }} />
          </label>
          <div className="changes-file">
            <input
              id={fileId}
              className="input"
              placeholder={FILE_EXAMPLE}
              aria-describedby={`${fileId}-hint`}
              value={choice.file}
              onChange={(event) => onChange({ ...choice, file: event.target.value })}
            />
            {dialogs && (
              <button
                type="button"
                className="button"
                aria-label={text('changes.pick.browseLabel', { which })}
                onClick={() => void browse()}
              >
                <FormattedMessage id="changes.pick.browse" />
              </button>
            )}
          </div>
          <p id={`${fileId}-hint`} className="form-field__hint">
            <FormattedMessage id={dialogs ? 'changes.pick.hintDialogs' : 'changes.pick.hintNoDialogs'} />
          </p>
        </div>
      )}
    </div>
  );
}

function sideOf(choice: SideChoice): ChangesSide | null {
  if (choice.source === 'file')
    return choice.file.trim() ? { kind: 'dataset', file: choice.file.trim() } : null;
  return { kind: 'latest', profileId: choice.source.slice('latest:'.length) };
}

export function ChangesPicker() {
  const nameOf = useConnectionName();
  const mode = useAppStore(selectChangesMode);
  const setMode = useAppStore((s) => s.setChangesMode);
  const profile = useAppStore(selectActiveProfile);
  const snapshots = useAppStore(selectChangesSnapshots);
  const pick = useAppStore(selectChangesPick);
  const status = useAppStore(selectComparisonStatus);
  const compare = useAppStore((s) => s.compare);
  const compareLatest = useAppStore((s) => s.compareLatest);
  const loadSnapshots = useAppStore((s) => s.loadChangesSnapshots);
  const hostKnown = useAppStore((s) => s.demoHost !== null);
  const loadHost = useAppStore((s) => s.loadDemoHost);
  const [before, setBefore] = useState('');
  const [after, setAfter] = useState('');
  const defaultSource = profile ? `latest:${profile.id}` : 'file';
  const [sideA, setSideA] = useState<SideChoice>({ source: defaultSource, file: '' });
  const [sideB, setSideB] = useState<SideChoice>({ source: defaultSource, file: '' });
  const profileId = profile?.id ?? null;
  const text = useText();

  useEffect(() => {
    if (profileId && mode === 'snapshots') void loadSnapshots(profileId);
  }, [profileId, mode, loadSnapshots]);
  // Whether the host has dialogs decides between "Browse…" and a name only.
  useEffect(() => {
    if (mode === 'sides' && !hostKnown) void loadHost();
  }, [mode, hostKnown, loadHost]);
  // The newest two are preselected: after the latest, before the one preceding it; or the pair a
  // watch event or a timeline point opened, while both are listed.
  useEffect(() => {
    const listed = (id: string | undefined) => id !== undefined && snapshots.some((s) => s.id === id);
    const picked = pick && listed(pick.before) && listed(pick.after) ? pick : null;
    setAfter(picked?.after ?? snapshots[0]?.id ?? '');
    setBefore(picked?.before ?? snapshots[1]?.id ?? snapshots[0]?.id ?? '');
  }, [snapshots, pick]);

  const a = sideOf(sideA);
  const b = sideOf(sideB);
  const ready =
    status !== 'loading' &&
    (mode === 'previous'
      ? profileId !== null
      : mode === 'snapshots'
        ? before !== '' && after !== ''
        : !!a && !!b);

  function run() {
    if (!ready) return;
    if (mode === 'previous' && profileId) void compareLatest(profileId);
    else if (mode === 'snapshots')
      void compare({ kind: 'snapshot', id: before }, { kind: 'snapshot', id: after });
    else if (a && b) void compare(a, b);
  }

  return (
    <div className="changes-picker">
      <RadioGroup
        name="changes-mode"
        legend={text('changes.mode.legend')}
        className="changes-modes"
        optionClassName="changes-modes__option"
        options={MODES.map(({ value, label }) => ({ value, label: text(label) }))}
        value={mode}
        onChange={setMode}
      />
      {mode === 'snapshots' &&
        (snapshots.length < 2 ? (
          <p className="muted">
            <FormattedMessage
              id="changes.pick.few"
              values={{
                name: profile ? nameOf(profile) : text('changes.thisConnection'),
                count: snapshots.length,
              }}
            />
          </p>
        ) : (
          <div className="changes-sides-choice">
            <SnapshotSelect
              label={text('changes.before')}
              value={before}
              onChange={setBefore}
              snapshots={snapshots}
            />
            <SnapshotSelect
              label={text('changes.after')}
              value={after}
              onChange={setAfter}
              snapshots={snapshots}
            />
          </div>
        ))}
      {mode === 'sides' && (
        <div className="changes-sides-choice">
          <SideChooser which="A" choice={sideA} onChange={setSideA} />
          <SideChooser which="B" choice={sideB} onChange={setSideB} />
        </div>
      )}
      <button
        type="button"
        className="button button--primary changes-compare"
        aria-disabled={!ready}
        onClick={run}
      >
        <FormattedMessage id={status === 'loading' ? 'changes.pick.comparing' : 'changes.pick.compare'} />
      </button>
    </div>
  );
}
