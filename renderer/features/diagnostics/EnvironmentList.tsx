// The versions a ticket needs: the app, Electron and Chromium (in the web host: the browser's own,
// read by the page, as main is plain Node there), Node and the operating system.
import type { EnvironmentInfo } from '../../../shared/ipc-contract';
import { useText } from '../../i18n/useText';
import { browserVersion } from './browser-version';

export function EnvironmentList({ environment }: { environment: EnvironmentInfo }) {
  const t = useText();
  const found = browserVersion(navigator.userAgent);
  const browser = found
    ? { label: t('diagnostics.env.browser', { name: found.name }), version: found.version }
    : { label: t('diagnostics.env.someBrowser'), version: t('diagnostics.env.unknown') };
  // A version in monospace; null, a phrase saying why there is none.
  const rows: [string, string | null][] = [
    ['Retail Inspector', environment.app],
    ['Electron', environment.electron],
    environment.chrome ? ['Chromium', environment.chrome] : [browser.label, browser.version],
    ['Node', environment.node],
    [t('diagnostics.env.os'), environment.os],
  ];
  return (
    <dl className="info-list environment">
      {rows.map(([label, value]) => (
        <div key={label} className="info-list__row">
          <dt>{label}</dt>
          <dd>
            {value === null ? (
              <span className="muted">{t('diagnostics.env.notUsed')}</span>
            ) : (
              <span className="value--code">{value}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
