// Files and links the system hands the app before it can open them (electron/shell/launch-inbox.ts):
// kept in order until the opener exists, then handed over at once; and how the app registers for
// its links on each system.
import { describe, expect, it } from 'vitest';
import { launchInbox, protocolClientArgs } from '../../electron/shell/launch-inbox';

function recorder() {
  const seen: string[] = [];
  return {
    seen,
    target: {
      openFile: async (file: string) => void seen.push(`file ${file}`),
      openLink: (link: string) => void seen.push(`link ${link}`),
    },
  };
}

describe('launchInbox', () => {
  it('keeps what came before the opener (an open-file before ready) and hands it over in order', async () => {
    const inbox = launchInbox();
    const { seen, target } = recorder();
    inbox.file('/a.ridataset');
    inbox.requests({ files: ['/b.json'], links: ['retail-inspector://connect?baseUrl=https://x'] });
    expect(seen).toEqual([]);
    await inbox.deliverTo(target);
    expect(seen).toEqual([
      'file /a.ridataset',
      'file /b.json',
      'link retail-inspector://connect?baseUrl=https://x',
    ]);
    inbox.link('retail-inspector://later');
    expect(seen.at(-1)).toBe('link retail-inspector://later');
  });

  it('keeps at most twenty before the opener exists', async () => {
    const inbox = launchInbox();
    const { seen, target } = recorder();
    for (let i = 0; i < 30; i++) inbox.file(`/${i}.ridataset`);
    await inbox.deliverTo(target);
    expect(seen).toHaveLength(20);
    expect(seen[0]).toBe('file /0.ridataset');
  });
});

describe('protocolClientArgs', () => {
  const base = { execPath: '/usr/bin/electron', appEntry: '/repo' };
  it('leaves Linux to the package’s .desktop file', () => {
    expect(protocolClientArgs({ ...base, platform: 'linux', defaultApp: false })).toBeNull();
  });
  it('registers the packaged app as it is, and `electron .` with the app’s path', () => {
    expect(protocolClientArgs({ ...base, platform: 'win32', defaultApp: false })).toEqual({});
    expect(protocolClientArgs({ ...base, platform: 'darwin', defaultApp: true })).toEqual({
      path: '/usr/bin/electron',
      args: ['/repo'],
    });
  });
});
