// The installation's settings: company, logo, previews computed from the settings and the whole
// system information record with warning marks, and above them the faults of the answer that were
// tolerated to read it (LeniencyMark). While loading: progress with Cancel. A failed
// refresh keeps the settings shown, marked stale, with the failure and Retry.
import { useMemo } from 'react';
import type { SystemInfo } from '../../../shared/v2';
import { useAppStore } from '../../store';
import {
  selectActiveProfileId,
  selectInfo,
  selectInfoFailure,
  selectInfoLeniencies,
  selectInfoLoadedAt,
  selectInfoStale,
  selectInfoStartedAt,
  selectInfoStatus,
} from '../../store/selectors';
import { FailureState } from '../../ui/FailureState';
import { LeniencyMark } from '../../ui/LeniencyMark';
import { LoadProgress } from '../../ui/LoadProgress';
import { StaleBanner } from '../../ui/StaleBanner';
import { CompanyHeader } from './CompanyHeader';
import { fieldWarnings } from './field-checks';
import { Previews } from './Previews';
import { SystemInfoList } from './SystemInfoList';
import { TokenMissingNotice } from '../watch-notices/TokenMissingNotice';
import './installation.css';

function Settings({ info, loading }: { info: SystemInfo; loading: boolean }) {
  const warnings = useMemo(() => fieldWarnings(info), [info]);
  return (
    <div className={loading ? 'refreshing' : undefined}>
      <CompanyHeader name={info.company_name} logo={info.logo} />
      <Previews info={info} />
      <h3 className="section-heading">All settings</h3>
      <SystemInfoList info={info} warnings={warnings} />
    </div>
  );
}

function Body() {
  const info = useAppStore(selectInfo);
  const status = useAppStore(selectInfoStatus);
  const failure = useAppStore(selectInfoFailure);
  const stale = useAppStore(selectInfoStale);
  const loadedAt = useAppStore(selectInfoLoadedAt);
  const startedAt = useAppStore(selectInfoStartedAt);
  const leniencies = useAppStore(selectInfoLeniencies);
  const profileId = useAppStore(selectActiveProfileId);
  const loadInfo = useAppStore((s) => s.loadInfo);
  const cancel = useAppStore((s) => s.cancelInfo);
  const retry = () => {
    if (profileId) void loadInfo(profileId);
  };

  if (!info) {
    if (failure && profileId) return <FailureState what="The settings" failure={failure} onRetry={retry} />;
    return (
      <LoadProgress text="Loading the installation’s settings…" startedAt={startedAt} onCancel={cancel} />
    );
  }
  const loading = status === 'loading';
  return (
    <>
      {loading && (
        <LoadProgress compact text="Refreshing the settings…" startedAt={startedAt} onCancel={cancel} />
      )}
      {stale && failure && (
        <StaleBanner what="settings" failure={failure} loadedAt={loadedAt} onRetry={retry} />
      )}
      <LeniencyMark what="settings" leniencies={leniencies} />
      <Settings info={info} loading={loading} />
    </>
  );
}

export function InstallationPanel() {
  const busy = useAppStore(selectInfoStatus) === 'loading';
  return (
    <section className="panel panel--installation" aria-labelledby="installation-heading" aria-busy={busy}>
      <h2 id="installation-heading" className="panel__heading">
        Installation
      </h2>
      <TokenMissingNotice scope="active" />
      <Body />
    </section>
  );
}
