/** Fixed versions for services built in tests (diagnostics show them; tests compare them). */
import type { EnvironmentInfo } from '../../shared/ipc-contract';

export const TEST_ENVIRONMENT: EnvironmentInfo = {
  app: '0.0.0-test',
  electron: null,
  chrome: null,
  node: process.versions.node,
  os: 'test-os 1.0 (x64)',
};
