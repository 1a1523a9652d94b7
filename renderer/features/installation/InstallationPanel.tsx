// The installation's settings as received: company, logo, a line naming every setting that breaks
// the specification, previews computed from the settings, the settings a store manager uses with
// warning marks, and the technical details behind a disclosure; above them the faults of the answer
// that were tolerated to read it (LeniencyMark). While loading: progress with Cancel. A failed
// refresh keeps the settings shown, marked stale, with the failure and Retry.
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { infoFaultWords } from '../../../shared/info-fault-words';
import { receivedText, type InfoFaults, type ReceivedInfo } from '../../../shared/received-info';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import {
  selectActiveProfileId,
  selectInfo,
  selectInfoFailure,
  selectInfoFaults,
  selectInfoLeniencies,
  selectInfoLoadedAt,
  selectInfoStale,
  selectInfoStartedAt,
  selectInfoStatus,
} from '../../store/selectors';
import { FailureState } from '../../ui/FailureState';
import { LeniencyMark } from '../../ui/LeniencyMark';
import { LoadProgress } from '../../ui/LoadProgress';
import { WarningMark } from '../../ui/WarningMark';
import { StaleBanner } from '../../ui/StaleBanner';
import { CompanyHeader } from './CompanyHeader';
import { fieldWarnings } from './field-checks';
import { infoGroups } from './field-labels';
import { Previews } from './Previews';
import { SystemInfoList } from './SystemInfoList';
import { TechnicalDetails } from './TechnicalDetails';
import { TokenMissingNotice } from '../watch-notices/TokenMissingNotice';
import './installation.css';

function Settings({ info, faults, loading }: { info: ReceivedInfo; faults: InfoFaults; loading: boolean }) {
  const text = useText();
  const warnings = useMemo(() => fieldWarnings(info, faults), [info, faults]);
  const groups = useMemo(() => infoGroups(info), [info]);
  const summary = useMemo(() => infoFaultWords(faults), [faults]);
  // A logo address that breaks the specification is not loaded: the initials stand in.
  const logo = warnings.has('logo') ? '' : (receivedText(info.logo) ?? '');
  return (
    <div className={loading ? 'refreshing' : undefined}>
      <CompanyHeader name={receivedText(info.company_name) ?? ''} logo={logo} />
      {summary && (
        <p className="info-faults">
          <WarningMark reason={text('installation.faultSummary', { summary })} />
        </p>
      )}
      <Previews info={info} />
      <h3 className="section-heading">
        <FormattedMessage id="installation.settings" />
      </h3>
      <SystemInfoList rows={groups.settings} warnings={warnings} />
      <TechnicalDetails rows={groups.technical} warnings={warnings} />
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
  const faults = useAppStore(selectInfoFaults);
  const profileId = useAppStore(selectActiveProfileId);
  // Whether the categories answered at this address: an Unknown method here is then not offered.
  const categoriesAnswered = useAppStore((s) => s.categoriesStatus === 'ready');
  const loadInfo = useAppStore((s) => s.loadInfo);
  const text = useText();
  const cancel = useAppStore((s) => s.cancelInfo);
  const retry = () => {
    if (profileId) void loadInfo(profileId);
  };

  if (!info) {
    if (failure && profileId)
      return (
        <FailureState
          what={text('ui.what.settings')}
          failure={failure}
          onRetry={retry}
          answeredElsewhere={categoriesAnswered ? text('ui.what.categories') : null}
        />
      );
    return <LoadProgress text={text('installation.loading')} startedAt={startedAt} onCancel={cancel} />;
  }
  const loading = status === 'loading';
  return (
    <>
      {loading && (
        <LoadProgress
          compact
          text={text('installation.refreshing')}
          startedAt={startedAt}
          onCancel={cancel}
        />
      )}
      {stale && failure && (
        <StaleBanner what="settings" failure={failure} loadedAt={loadedAt} onRetry={retry} />
      )}
      <LeniencyMark what="settings" leniencies={leniencies} />
      <Settings info={info} faults={faults} loading={loading} />
    </>
  );
}

export function InstallationPanel() {
  const busy = useAppStore(selectInfoStatus) === 'loading';
  return (
    <section className="panel panel--installation" aria-labelledby="installation-heading" aria-busy={busy}>
      <h2 id="installation-heading" className="panel__heading">
        <FormattedMessage id="installation.heading" />
      </h2>
      <TokenMissingNotice scope="active" />
      <Body />
    </section>
  );
}
