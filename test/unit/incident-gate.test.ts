// The incident gate (electron/core/watch/incident-gate.ts) over the real engine: one incident, one
// message. A lone installation's event goes out at once; several moving to the same class within
// the window are one grouped event naming them and what they share; their recovery is grouped the
// same way and says for how long they were broken; a big fleet going down at once is at most three
// messages while each installation's own transition is still confirmed.
import { describe, expect, it } from 'vitest';
import { simulatedFleet } from '../helpers/incident-fleet';

const MIN = 60_000;
const T0 = Date.UTC(2026, 11, 1, 2, 0, 0);

describe('incident gate', () => {
  it('speaks of a lone installation at once, as its own event', async () => {
    const fleet = simulatedFleet({
      size: 10,
      classAt: (i, t) => (i === 4 && t >= T0 + 5 * MIN ? 'unreachable' : 'conforms'),
    });
    await fleet.run(5 * MIN);
    expect(fleet.spoken).toEqual([]);
    await fleet.run(2 * MIN);
    expect(fleet.spoken.map((e) => e.title)).toEqual(['Shop 4: could not be checked (unreachable)']);
    // Said at the run that confirmed it, not held for the window.
    expect(fleet.spoken[0]!.at).toBe(fleet.transitions[0]!.at);
    expect(fleet.spoken[0]!.count).toBeUndefined();
  });

  it('groups installations that go down together, names what they share, and groups their recovery', async () => {
    const down = new Set([1, 3, 5, 7]);
    const fleet = simulatedFleet({
      size: 10,
      hostOf: (i) => (down.has(i) ? 'proxy.example:8080' : `shop${i}.example`),
      classAt: (i, t) =>
        down.has(i) && t >= T0 + 5 * MIN && t < T0 + 5 * MIN + 134 * MIN ? 'gateway-error' : 'conforms',
    });
    await fleet.run(10 * MIN);
    expect(fleet.transitions).toHaveLength(4);
    expect(fleet.spoken).toHaveLength(1);
    const group = fleet.spoken[0]!;
    expect(group.title).toBe('4 installations: could not be checked (gateway-error)');
    expect(group.count).toBe(4);
    expect(group.connections).toEqual(['Shop 1', 'Shop 3', 'Shop 5', 'Shop 7']);
    expect(group.body).toContain(
      'What they share: the host proxy.example:8080; the problem "HTTP 502 Bad Gateway".',
    );
    expect(group.body).toContain('Shop 1, Shop 3, Shop 5 and Shop 7.');
    expect(group.open).toEqual({ view: 'fleet' });

    await fleet.run(140 * MIN);
    expect(fleet.spoken).toHaveLength(2);
    const recovery = fleet.spoken[1]!;
    expect(recovery.title).toBe('4 installations: conforms');
    expect(recovery.count).toBe(4);
    expect(recovery.body).toContain('before: could not be checked (gateway-error) for 2 h 14 min.');
  });

  it('keeps two installations below the minimum apart', async () => {
    const fleet = simulatedFleet({
      size: 10,
      classAt: (i, t) => ((i === 2 || i === 8) && t >= T0 + 5 * MIN ? 'timeout' : 'conforms'),
    });
    await fleet.run(10 * MIN);
    expect(fleet.spoken.map((e) => e.title)).toEqual([
      'Shop 2: could not be checked (timeout)',
      'Shop 8: could not be checked (timeout)',
    ]);
  });

  it('needs the share of the fleet too: 3 of 100 are not 20 %', async () => {
    const fleet = simulatedFleet({
      size: 100,
      classAt: (i, t) => (i < 3 && t >= T0 + 5 * MIN ? 'refused' : 'conforms'),
    });
    await fleet.run(10 * MIN);
    expect(fleet.spoken).toHaveLength(3);
    expect(fleet.spoken.every((e) => e.count === undefined)).toBe(true);
  });

  it('groups nothing with --group-min 0', async () => {
    const fleet = simulatedFleet({
      size: 10,
      rule: { groupMin: 0 },
      classAt: (_i, t) => (t >= T0 + 5 * MIN ? 'unreachable' : 'conforms'),
    });
    await fleet.run(10 * MIN);
    expect(fleet.spoken).toHaveLength(10);
  });

  it('gives at most 3 messages for 5,000 installations going down at once, and as few for their recovery', async () => {
    const fleet = simulatedFleet({
      size: 5_000,
      intervalMs: 5 * MIN,
      classAt: (_i, t) => (t >= T0 + 12 * MIN && t < T0 + 60 * MIN ? 'unreachable' : 'conforms'),
    });
    await fleet.run(40 * MIN);
    expect(fleet.transitions).toHaveLength(5_000);
    expect(fleet.spoken.length).toBeLessThanOrEqual(3);
    expect(fleet.spoken.reduce((sum, e) => sum + (e.count ?? 1), 0)).toBe(5_000);
    const down = fleet.spoken.length;
    await fleet.run(40 * MIN);
    expect(fleet.transitions).toHaveLength(10_000);
    expect(fleet.spoken.length - down).toBeLessThanOrEqual(3);
  });

  it('keeps a told incident open while a slow fleet is still confirming it: at most 3 messages', async () => {
    // Runs lag four times behind the minute they are scheduled at (an overloaded machine).
    const fleet = simulatedFleet({
      size: 5_000,
      intervalMs: 4 * MIN,
      scheduledMs: MIN,
      classAt: (_i, t) => (t >= T0 + 10 * MIN ? 'unreachable' : 'conforms'),
    });
    await fleet.run(30 * MIN);
    expect(fleet.transitions).toHaveLength(5_000);
    expect(fleet.spoken.length).toBeLessThanOrEqual(3);
    expect(fleet.spoken.reduce((sum, e) => sum + (e.count ?? 1), 0)).toBe(5_000);
  });

  it('with one confirming run, still groups a fleet going down at once', async () => {
    const fleet = simulatedFleet({
      size: 50,
      confirmRuns: 1,
      classAt: (_i, t) => (t >= T0 + 5 * MIN ? 'unreachable' : 'conforms'),
    });
    await fleet.run(10 * MIN);
    expect(fleet.spoken.length).toBeLessThanOrEqual(2);
    expect(fleet.spoken[0]!.count).toBeGreaterThanOrEqual(10);
  });
});

describe('reminders', () => {
  it('repeats an incident while it lasts, marked as a reminder, and its recovery says how long', async () => {
    const fleet = simulatedFleet({
      size: 10,
      rule: { remindMs: 30 * MIN },
      classAt: (i, t) => (i === 0 && t >= T0 + 5 * MIN && t < T0 + 80 * MIN ? 'unreachable' : 'conforms'),
    });
    await fleet.run(7 * MIN);
    expect(fleet.spoken.map((e) => e.title)).toEqual(['Shop 0: could not be checked (unreachable)']);
    await fleet.run(60 * MIN);
    const reminders = fleet.spoken.filter((e) => e.reminder);
    expect(reminders.map((e) => e.title)).toEqual([
      'Reminder: Shop 0: still could not be checked (unreachable), for 30 min',
      'Reminder: Shop 0: still could not be checked (unreachable), for 1 h',
    ]);
    await fleet.run(30 * MIN);
    const last = fleet.spoken[fleet.spoken.length - 1]!;
    expect(last.title).toBe('Shop 0: conforms');
    expect(last.body).toContain('before: could not be checked (unreachable) for 1 h 15 min.');
    expect(last.durationMs).toBe(75 * MIN);
    // No reminder once it recovered.
    await fleet.run(90 * MIN);
    expect(fleet.spoken.filter((e) => e.reminder)).toHaveLength(2);
  });

  it('reminds a group once, naming them all', async () => {
    const fleet = simulatedFleet({
      size: 10,
      rule: { remindMs: 60 * MIN },
      classAt: (i, t) => (i < 5 && t >= T0 + 5 * MIN ? 'tls' : 'conforms'),
    });
    await fleet.run(70 * MIN);
    expect(fleet.spoken.map((e) => [e.title, e.count])).toEqual([
      ['5 installations: could not be checked (tls)', 5],
      ['Reminder: 5 installations: still could not be checked (tls), for up to 1 h', 5],
    ]);
  });

  it('sends none while the installation is in a maintenance window, and goes on after it', async () => {
    const inWindow = (t: number) => t >= T0 + 20 * MIN && t < T0 + 100 * MIN;
    const fleet = simulatedFleet({
      size: 10,
      rule: { remindMs: 30 * MIN },
      inMaintenance: (i, t) => i === 0 && inWindow(t),
      classAt: (i, t) => (i === 0 && t >= T0 + 5 * MIN ? 'unreachable' : 'conforms'),
    });
    await fleet.run(100 * MIN);
    expect(fleet.spoken.map((e) => e.title)).toEqual(['Shop 0: could not be checked (unreachable)']);
    await fleet.run(40 * MIN);
    expect(fleet.spoken.filter((e) => e.reminder).map((e) => e.title)).toEqual([
      'Reminder: Shop 0: still could not be checked (unreachable), for 2 h',
    ]);
  });

  it('sends none while this computer is offline, and goes on once it is back', async () => {
    let offline = false;
    const fleet = simulatedFleet({
      size: 10,
      rule: { remindMs: 30 * MIN },
      offline: () => offline,
      classAt: (i, t) => (i === 0 && t >= T0 + 5 * MIN ? 'unreachable' : 'conforms'),
    });
    await fleet.run(10 * MIN);
    expect(fleet.spoken).toHaveLength(1);
    offline = true;
    await fleet.run(90 * MIN);
    expect(fleet.spoken.filter((e) => e.reminder)).toEqual([]);
    offline = false;
    await fleet.run(30 * MIN);
    expect(fleet.spoken.filter((e) => e.reminder).map((e) => e.title)).toEqual([
      'Reminder: Shop 0: still could not be checked (unreachable), for 2 h',
    ]);
  });

  it('sends none by default', async () => {
    const fleet = simulatedFleet({
      size: 10,
      classAt: (i, t) => (i === 0 && t >= T0 + 5 * MIN ? 'unreachable' : 'conforms'),
    });
    await fleet.run(600 * MIN);
    expect(fleet.spoken).toHaveLength(1);
  });
});

describe('incident gate when this computer goes offline', () => {
  it('drops the transport failures it held and not yet told, and their return to before is silent', async () => {
    // Shops 0 and 1 get no answer for a minute; the third run (shop 2's) is where the outage is
    // judged, so shop 2 confirms nothing (the engine's part) and the gate is told to drop.
    const fleet = simulatedFleet({
      size: 3,
      confirmRuns: 1,
      classAt: (i, t) => (i < 2 && t >= T0 + 5 * MIN && t < T0 + 6 * MIN ? 'unreachable' : 'conforms'),
    });
    await fleet.run(5 * MIN + 30_000);
    expect(fleet.transitions.map((e) => e.connectionName)).toEqual(['Shop 0', 'Shop 1']);
    expect(fleet.spoken).toEqual([]);
    fleet.gate.dropHeld(new Set(['unreachable', 'timeout', 'tls']));
    await fleet.run(10 * MIN);
    // Their recovery was confirmed (the engine's state) but nobody heard of the outage.
    expect(fleet.transitions).toHaveLength(4);
    expect(fleet.spoken).toEqual([]);
  });

  it('keeps what it holds of other classes', async () => {
    const fleet = simulatedFleet({
      size: 3,
      confirmRuns: 1,
      classAt: (i, t) => (i < 2 && t >= T0 + 5 * MIN ? 'refused' : 'conforms'),
    });
    await fleet.run(5 * MIN + 30_000);
    fleet.gate.dropHeld(new Set(['unreachable', 'timeout', 'tls']));
    await fleet.run(10 * MIN);
    expect(fleet.spoken.map((e) => e.title)).toEqual([
      'Shop 0: could not be checked (refused)',
      'Shop 1: could not be checked (refused)',
    ]);
  });
});

describe('incident gate at the start of a watch', () => {
  it('counts the watched installations that have not run yet as ones that may join', async () => {
    // Confirmed as conforming by an earlier watch (no first run here): down from the start.
    const { simulatedFleet: fleetWithHistory } = await import('../helpers/incident-fleet');
    const fleet = fleetWithHistory({
      size: 20,
      confirmRuns: 1,
      classAt: () => 'unreachable',
      kept: 'conforms',
    });
    await fleet.run(2 * MIN);
    expect(fleet.transitions).toHaveLength(20);
    // A group once enough came together (it waits 30 s at most for more), and the rest as one more.
    expect(fleet.spoken.length).toBeLessThanOrEqual(2);
    expect(fleet.spoken.every((e) => (e.count ?? 1) >= 4)).toBe(true);
    expect(fleet.spoken.reduce((sum, e) => sum + (e.count ?? 1), 0)).toBe(20);
  });

  it('reads what an earlier watch confirmed, so first runs that disagree with it may still join', async () => {
    const fleet = simulatedFleet({ size: 50, classAt: () => 'unreachable', kept: 'conforms' });
    await fleet.run(3 * MIN);
    expect(fleet.transitions).toHaveLength(50);
    expect(fleet.spoken.length).toBeLessThanOrEqual(2);
    expect(fleet.spoken.reduce((sum, e) => sum + (e.count ?? 1), 0)).toBe(50);
  });
});
