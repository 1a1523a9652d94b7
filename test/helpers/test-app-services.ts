// The app's services (what electron/main.ts and the web host build on) over a test's data folder:
// the fake cipher, global fetch, the bundled demo dataset, no dialogs, links refused, the test
// environment. A test passes only what it changes. The caller disposes of them.
import { createAppServices, type AppServiceDeps } from '../../electron/core/host/app-services';
import { FakeEncryptor } from './fake-encryptor';
import { DEMO_DATASET } from './repo-paths';
import { TEST_ENVIRONMENT } from './test-environment';

export function createTestAppServices(dataDir: string, changes: Partial<AppServiceDeps> = {}) {
  return createAppServices({
    dataDir,
    encryptor: new FakeEncryptor('secure'),
    fetch: (url, init) => fetch(url, init),
    demoDataset: DEMO_DATASET,
    openInBrowser: async () => false,
    dialogs: null,
    environment: TEST_ENVIRONMENT,
    ...changes,
  });
}
