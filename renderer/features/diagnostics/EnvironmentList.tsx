// The versions a ticket needs: the app, Electron and Chromium (in the web host: the browser's own,
// read by the page, as main is plain Node there), Node and the operating system.
import type { EnvironmentInfo } from '../../../shared/ipc-contract';
import { browserVersion } from './browser-version';

export function EnvironmentList({ environment }: { environment: EnvironmentInfo }) {
  const browser = browserVersion(navigator.userAgent);
  // A version in monospace; null, a phrase saying why there is none.
  const rows: [string, string | null][] = [
    ['Retail Inspector', environment.app],
    ['Electron', environment.electron],
    environment.chrome ? ['Chromium', environment.chrome] : [browser.label, browser.version],
    ['Node', environment.node],
    ['Operating system', environment.os],
  ];
  return (
    <dl className="info-list environment">
      {rows.map(([label, value]) => (
        <div key={label} className="info-list__row">
          <dt>{label}</dt>
          <dd>
            {value === null ? (
              <span className="muted">not used (web host)</span>
            ) : (
              <span className="value--code">{value}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
