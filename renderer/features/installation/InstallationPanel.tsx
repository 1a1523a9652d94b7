// The installation's settings: company, logo and the whole system information record.
import { useAppStore } from '../../store';
import {
  selectActiveProfileId,
  selectInfo,
  selectInfoFailure,
  selectInfoStatus,
} from '../../store/selectors';
import { FailureState } from '../../ui/FailureState';
import { LoadingState } from '../../ui/LoadingState';
import { CompanyHeader } from './CompanyHeader';
import { SystemInfoList } from './SystemInfoList';
import './installation.css';

function Body() {
  const info = useAppStore(selectInfo);
  const status = useAppStore(selectInfoStatus);
  const failure = useAppStore(selectInfoFailure);
  const profileId = useAppStore(selectActiveProfileId);
  const loadInfo = useAppStore((s) => s.loadInfo);

  if (failure && profileId) {
    return <FailureState what="The settings" failure={failure} onRetry={() => void loadInfo(profileId)} />;
  }
  if (!info) return <LoadingState text="Loading the installation’s settings…" />;
  return (
    <div className={status === 'loading' ? 'refreshing' : undefined}>
      <CompanyHeader name={info.company_name} logo={info.logo} />
      <SystemInfoList info={info} />
    </div>
  );
}

export function InstallationPanel() {
  const busy = useAppStore(selectInfoStatus) === 'loading';
  return (
    <section className="panel panel--installation" aria-labelledby="installation-heading" aria-busy={busy}>
      <h2 id="installation-heading" className="panel__heading">
        Installation
      </h2>
      <Body />
    </section>
  );
}
