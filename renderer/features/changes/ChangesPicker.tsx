// What to compare: the latest load of the connection in use with the one before it (the default),
// any two snapshots of it (two selects: time, company, number of categories), or any two sides:
// the latest load of any connection, or a dataset file: in the desktop app chosen with "Browse…" (the
// open dialog) or named; in the web host, which has no dialogs, named in the captures folder.
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
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

const MODES: readonly { value: ChangesMode; label: string }[] = [
  { value: 'previous', label: 'Latest load with the previous one' },
  { value: 'snapshots', label: 'Two snapshots of this connection' },
  { value: 'sides', label: 'Two connections or dataset files' },
];

function snapshotText(snapshot: SnapshotView, precise: boolean, locale: string): string {
  const when = snapshotTime(snapshot.takenAt, precise, locale);
  const count = snapshot.categories === null ? '' : ` · ${snapshot.categories.toLocaleString()} categories`;
  return `${when} · ${snapshot.companyName ?? 'unknown company'}${count}${snapshot.pinned ? ' · pinned' : ''}`;
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
  const precise = sameSecondTimes(snapshots.map((s) => s.takenAt));
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {snapshots.map((snapshot) => (
          <option key={snapshot.id} value={snapshot.id}>
            {snapshotText(snapshot, precise.has(snapshot.takenAt), locale)}
          </option>
        ))}
      </select>
    </div>
  );
}

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
  const profiles = useAppStore(selectProfiles);
  const dialogs = useAppStore(selectFileDialogs);
  const chooseFile = useAppStore((s) => s.chooseChangesFile);
  const selectId = useId();
  const fileId = useId();
  async function browse() {
    const file = await chooseFile();
    if (file !== null) onChange({ ...choice, file });
  }
  return (
    <div className="changes-side-chooser">
      <div className="form-field">
        <label className="form-field__label" htmlFor={selectId}>
          {which === 'A' ? 'Before (A)' : 'After (B)'}
        </label>
        <select
          id={selectId}
          className="input"
          value={choice.source}
          onChange={(event) => onChange({ ...choice, source: event.target.value })}
        >
          {profiles.map((profile) => (
            <option key={profile.id} value={`latest:${profile.id}`}>
              {profile.name}: latest load
            </option>
          ))}
          <option value="file">A dataset file</option>
        </select>
      </div>
      {choice.source === 'file' && (
        <div className="form-field">
          <label className="form-field__label" htmlFor={fileId}>
            Dataset file {which}
          </label>
          <div className="changes-file">
            <input
              id={fileId}
              className="input"
              placeholder="shop.json"
              aria-describedby={`${fileId}-hint`}
              value={choice.file}
              onChange={(event) => onChange({ ...choice, file: event.target.value })}
            />
            {dialogs && (
              <button
                type="button"
                className="button"
                aria-label={`Browse for dataset file ${which}`}
                onClick={() => void browse()}
              >
                Browse…
              </button>
            )}
          </div>
          <p id={`${fileId}-hint`} className="form-field__hint">
            {dialogs
              ? 'Browse for a dataset file, or name one in the captures folder.'
              : 'A name in the captures folder, or the path of a file opened or captured in this session.'}
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
        legend="Compare"
        className="changes-modes"
        optionClassName="changes-modes__option"
        options={MODES}
        value={mode}
        onChange={setMode}
      />
      {mode === 'snapshots' &&
        (snapshots.length < 2 ? (
          <p className="muted">
            {profile?.name ?? 'This connection'} has {snapshots.length === 0 ? 'no snapshot' : 'one snapshot'}{' '}
            yet: each load that differs from the last is kept.
          </p>
        ) : (
          <div className="changes-sides-choice">
            <SnapshotSelect label="Before (A)" value={before} onChange={setBefore} snapshots={snapshots} />
            <SnapshotSelect label="After (B)" value={after} onChange={setAfter} snapshots={snapshots} />
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
        {status === 'loading' ? 'Comparing…' : 'Compare'}
      </button>
    </div>
  );
}
