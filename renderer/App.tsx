// The app shell, in the language chosen: the top bar, then the views as tabs (the installation's settings beside its
// categories, the fleet board, changes, diagnostics, the demo server, the requests the app made),
// and above them the watch's notices (in the flow, so they never cover a view).
import { useApplyTheme } from './features/appearance/useApplyTheme';
import { CategoriesPanel } from './features/categories/CategoriesPanel';
import { ChangedNotice } from './features/changes/ChangedNotice';
import { OfflineNotice } from './features/watch-notices/OfflineNotice';
import { ChangesView } from './features/changes/ChangesView';
import { useWatchAlerts } from './features/alerts/useWatchAlerts';
import { WatchToasts } from './features/alerts/WatchToasts';
import { FleetView } from './features/fleet/FleetView';
import { useSnapshotNotices } from './features/changes/useSnapshotNotices';
import { DatasetDrop } from './features/demo-server/DatasetDrop';
import { DemoServerView } from './features/demo-server/DemoServerView';
import { DiagnosticsView } from './features/diagnostics/DiagnosticsView';
import { ConnectionsDialog } from './features/connections/ConnectionsDialog';
import { TopBar } from './features/connections/TopBar';
import { useOpenRequests } from './features/connections/useOpenRequests';
import { InstallationPanel } from './features/installation/InstallationPanel';
import { usePrintEvents } from './features/print/usePrintEvents';
import { RequestsView } from './features/requests/RequestsView';
import { useRequestLog } from './features/requests/useRequestLog';
import { ViewPanel, ViewTabs } from './features/views/ViewTabs';
import { FormattedMessage } from 'react-intl';
import { LanguageProvider } from './i18n/LanguageProvider';
import { useText } from './i18n/useText';
import { useAppStore } from './store';
import { selectMainView, selectProfilesFailure } from './store/selectors';
import { FailureState } from './ui/FailureState';
import { Notice } from './ui/Notice';
import { useTopBarHeight } from './ui/useTopBarHeight';
import { useUpdateNotices } from './ui/useUpdateNotices';
import './layout.css';
import './ui/states.css';
import './ui/progress.css';
import './ui/forms.css';

function Content() {
  const profilesFailure = useAppStore(selectProfilesFailure);
  const loadProfiles = useAppStore((s) => s.loadProfiles);
  const text = useText();
  if (profilesFailure) {
    return (
      <div className="layout layout--single">
        <FailureState
          what={text('connections.what')}
          failure={profilesFailure}
          onRetry={() => void loadProfiles()}
        />
      </div>
    );
  }
  return (
    <div className="layout">
      <InstallationPanel />
      <CategoriesPanel />
    </div>
  );
}

// Past the top bar to the heart of the view shown: the category search, or the request log.
function SkipLink() {
  const view = useAppStore(selectMainView);
  return view === 'data' ? (
    <a className="skip-link" href="#category-search">
      <FormattedMessage id="app.skip.categorySearch" />
    </a>
  ) : view === 'requests' ? (
    <a className="skip-link" href="#requests">
      <FormattedMessage id="app.skip.requests" />
    </a>
  ) : view === 'fleet' ? (
    <a className="skip-link" href="#fleet-search">
      <FormattedMessage id="app.skip.fleetSearch" />
    </a>
  ) : null;
}

function Shell() {
  useApplyTheme();
  useRequestLog();
  useSnapshotNotices();
  usePrintEvents();
  useWatchAlerts();
  useUpdateNotices();
  useOpenRequests();
  useTopBarHeight();
  return (
    <>
      <SkipLink />
      <TopBar />
      <main className="main">
        <Notice />
        <OfflineNotice />
        <ChangedNotice />
        <WatchToasts />
        <ViewTabs />
        <ViewPanel view="data" keep>
          <Content />
        </ViewPanel>
        <ViewPanel view="fleet">
          <FleetView />
        </ViewPanel>
        <ViewPanel view="changes">
          <ChangesView />
        </ViewPanel>
        <ViewPanel view="diagnostics">
          <DiagnosticsView />
        </ViewPanel>
        <ViewPanel view="demo">
          <DemoServerView />
        </ViewPanel>
        <ViewPanel view="requests">
          <RequestsView />
        </ViewPanel>
      </main>
      <ConnectionsDialog />
      <DatasetDrop />
    </>
  );
}

/** The app in the language chosen (LanguageProvider). */
export function App() {
  return (
    <LanguageProvider>
      <Shell />
    </LanguageProvider>
  );
}
