// The demo server view: the embedded server (what it serves, Start/Stop, opening dataset files),
// latency and failure injection, and saving the active connection as an offline dataset.
import { useEffect } from 'react';
import { useAppStore } from '../../store';
import { CapturePanel } from './CapturePanel';
import { FaultsPanel } from './FaultsPanel';
import { ServerPanel } from './ServerPanel';
import './demo-server.css';

export function DemoServerView() {
  const loadHost = useAppStore((s) => s.loadDemoHost);
  useEffect(() => void loadHost(), [loadHost]);
  return (
    <div className="demo-tools">
      <div className="demo-tools__column">
        <ServerPanel />
        <FaultsPanel />
      </div>
      <CapturePanel />
    </div>
  );
}
