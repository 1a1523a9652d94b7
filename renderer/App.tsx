// The app shell: the top bar, then the installation's settings beside its categories.
import { useApplyTheme } from './features/appearance/useApplyTheme';
import { CategoriesPanel } from './features/categories/CategoriesPanel';
import { ConnectionsDialog } from './features/connections/ConnectionsDialog';
import { TopBar } from './features/connections/TopBar';
import { InstallationPanel } from './features/installation/InstallationPanel';
import { useAppStore } from './store';
import { selectProfilesFailure } from './store/selectors';
import { FailureState } from './ui/FailureState';
import { Notice } from './ui/Notice';
import './layout.css';
import './ui/states.css';
import './ui/forms.css';

function Content() {
  const profilesFailure = useAppStore(selectProfilesFailure);
  const loadProfiles = useAppStore((s) => s.loadProfiles);
  if (profilesFailure) {
    return (
      <div className="layout layout--single">
        <FailureState what="The connections" failure={profilesFailure} onRetry={() => void loadProfiles()} />
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

export function App() {
  useApplyTheme();
  return (
    <>
      <a className="skip-link" href="#category-search">
        Skip to category search
      </a>
      <TopBar />
      <main className="main">
        <Notice />
        <Content />
      </main>
      <ConnectionsDialog />
    </>
  );
}
