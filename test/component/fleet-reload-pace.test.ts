// How soon the fleet board loads again after main's fleetUpdated (renderer/store/fleet-slice.ts): a
// burst of events costs one load, a first event after a quiet second loads at once, the next ones at
// most once a second; and the event that says a board just opened has all its histories (or its 30
// days) read loads at once whatever the pace, so 5,000 connections' figures do not wait a second.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../renderer/store';
import { FLEET_BURST_MS, FLEET_RELOAD_MS } from '../../renderer/store/fleet-slice';
import { FakeInspector } from './fake-inspector';

let fake: FakeInspector;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  fake = new FakeInspector();
  const store = createAppStore(fake.api);
  store.setState({ mainView: 'fleet' });
  stop = store.getState().followFleet();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

const loads = () => fake.callsOf('listFleet').length;

describe('the fleet board following fleetUpdated', () => {
  it('loads once for a burst, at once after a quiet second, then at most once a second', async () => {
    for (let i = 0; i < 20; i++) fake.emit('fleetUpdated', { profileId: 'wien' });
    await vi.advanceTimersByTimeAsync(FLEET_BURST_MS);
    expect(loads()).toBe(1);
    // Another change 200 ms later waits until a second after that load.
    await vi.advanceTimersByTimeAsync(200);
    fake.emit('fleetUpdated', { profileId: 'wien' });
    await vi.advanceTimersByTimeAsync(FLEET_RELOAD_MS - 200 - 1);
    expect(loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(loads()).toBe(2);
    // After a quiet spell, the next change is shown at once again.
    await vi.advanceTimersByTimeAsync(5_000);
    fake.emit('fleetUpdated', { profileId: 'wien' });
    await vi.advanceTimersByTimeAsync(FLEET_BURST_MS);
    expect(loads()).toBe(3);
  });

  it('loads at once when a board just opened has its histories read, even within the second', async () => {
    fake.emit('fleetUpdated', { profileId: 'wien' });
    await vi.advanceTimersByTimeAsync(FLEET_BURST_MS);
    expect(loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    fake.emit('fleetUpdated', { profileId: 'wien' });
    fake.emit('fleetUpdated', { profileId: 'koeln', boardRead: true });
    await vi.advanceTimersByTimeAsync(FLEET_BURST_MS);
    expect(loads()).toBe(2);
    // The change before it is in that load: no second one follows.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(loads()).toBe(2);
  });
});
