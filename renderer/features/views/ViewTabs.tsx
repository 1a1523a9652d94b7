// The main area's views as tabs: the installation with its categories, the fleet board, its changes, diagnostics, the demo server,
// and the request log with its live count. Arrow keys, Home and End move between the tabs (the ARIA
// tabs pattern, activating on focus); the panels are ViewPanel elements that name their tab.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useText } from '../../i18n/useText';
import { useAppStore } from '../../store';
import { selectMainView, selectRequestCount } from '../../store/selectors';
import type { MainView } from '../../store/state/ui-state';
import { useViewTabsHeight } from './useViewTabsHeight';
import './views.css';

const VIEWS: readonly MainView[] = ['data', 'fleet', 'changes', 'diagnostics', 'demo', 'requests'];

const tabId = (view: MainView) => `view-tab-${view}`;
const panelId = (view: MainView) => `view-panel-${view}`;

export function ViewTabs() {
  const view = useAppStore(selectMainView);
  const count = useAppStore(selectRequestCount);
  const setView = useAppStore((s) => s.setMainView);
  const text = useText();
  const row = useRef<HTMLDivElement>(null);
  useViewTabsHeight(row);
  const labels: Record<MainView, string> = {
    data: text('views.data'),
    fleet: text('views.fleet'),
    changes: text('views.changes'),
    diagnostics: text('views.diagnostics'),
    demo: text('views.demo'),
    requests: text('views.requests', { count }),
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = VIEWS.indexOf(view);
    const next =
      event.key === 'ArrowRight'
        ? VIEWS[(at + 1) % VIEWS.length]
        : event.key === 'ArrowLeft'
          ? VIEWS[(at + VIEWS.length - 1) % VIEWS.length]
          : event.key === 'Home'
            ? VIEWS[0]
            : event.key === 'End'
              ? VIEWS.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    setView(next);
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <div
      ref={row}
      className="view-tabs"
      role="tablist"
      aria-label={text('views.label')}
      onKeyDown={onKeyDown}
    >
      {VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          id={tabId(v)}
          className="view-tabs__tab"
          aria-selected={v === view}
          aria-controls={panelId(v)}
          tabIndex={v === view ? 0 : -1}
          onClick={() => setView(v)}
        >
          {labels[v]}
        </button>
      ))}
    </div>
  );
}

interface ViewPanelProps {
  readonly view: MainView;
  /** Keep the content while hidden (with its scroll positions), rather than mount it when shown. */
  readonly keep?: boolean;
  readonly children: ReactNode;
}

/** The panel of `view`, hidden while another view is shown. */
export function ViewPanel({ view, keep, children }: ViewPanelProps) {
  const shown = useAppStore(selectMainView) === view;
  return (
    <div role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)} hidden={!shown}>
      {(shown || keep) && children}
    </div>
  );
}
