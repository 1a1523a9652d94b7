// The watch's certificate warnings (issue 29): the incident gate, fed each run's result with the
// certificate the run was served, tells ONE warning per threshold (30, 14, 7 and 1 days left) as
// the days left cross it; none again at the next runs, nor after the watch is started again over
// the same history folder (a real temp folder); a renewal forgets them silently; a maintenance
// window holds them back and the first run after it tells the level reached then, once.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServedCertificate } from '../../shared/call-result';
import { DEFAULT_INCIDENT_RULE } from '../../shared/incidents';
import type { WatchClass, WatchEvent, WatchResult } from '../../shared/watch';
import { certificateEvent } from '../../electron/core/watch/certificate-event';
import { certificateStep, thresholdOf } from '../../electron/core/watch/certificate-levels';
import { createHistoryStore, type HistoryStore } from '../../electron/core/watch/history/history-store';
import { createIncidentGate } from '../../electron/core/watch/incident-gate';
import { manualClock } from '../helpers/manual-clock';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 11, 2, 8, 0, 0);
const ID = 'shop-koeln';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ri-cert-warnings-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The certificate ending at `notAfter` as a call at `at` reads it. */
function served(notAfter: number, at: number): ServedCertificate {
  return {
    notAfter: new Date(notAfter).toISOString(),
    daysLeft: Math.floor((notAfter - at) / DAY),
    issuer: 'Test CA',
    names: ['shop.example', 'www.shop.example'],
    matchesHost: true,
  };
}

function result(
  at: number,
  notAfter: number | null,
  extra: Partial<WatchResult> & { watchClass?: WatchClass } = {},
): WatchResult {
  return {
    profileId: ID,
    at,
    watchClass: 'conforms',
    responseMs: 12,
    categories: 3,
    settingsHash: null,
    categoriesHash: null,
    snapshotId: null,
    summary: 'conforms, 3 categories, 12 ms',
    ...(notAfter === null ? {} : { certificate: served(notAfter, at) }),
    ...extra,
  };
}

/** A watch's gate over `history` (none: nothing kept), and what it told. */
function watch(history: HistoryStore | null) {
  const { clock } = manualClock(T0);
  const spoken: WatchEvent[] = [];
  let n = 0;
  const gate = createIncidentGate({
    rule: () => DEFAULT_INCIDENT_RULE,
    watched: () => 1,
    runMs: () => 60 * 60_000,
    nameOf: () => 'Shop Köln',
    clock,
    newId: () => `event-${++n}`,
    speak: (event) => spoken.push(event),
    ...(history
      ? {
          kept: (id: string) => history.confirmedState(id),
          keptCertificate: (id: string) => history.certificateNotices(id),
          keepCertificate: (id: string, notice: Parameters<HistoryStore['keepCertificateNotices']>[1]) =>
            history.keepCertificateNotices(id, notice),
          onCertificateEvent: (event: WatchEvent) => void history.appendEvent(event.profileId, event),
        }
      : {}),
  });
  /** Feeds the runs (each judged before the next) and answers the thresholds told by them. */
  async function runs(...results: WatchResult[]): Promise<number[]> {
    const before = spoken.length;
    for (const r of results) {
      gate.result(r, null, { host: 'shop.example', proxy: null, problem: null });
      await gate.settled();
    }
    await history?.settled();
    return spoken.slice(before).map((e) => e.certificate!.threshold);
  }
  return { gate, spoken, runs };
}

/** Runs every `stepMs` from `from` to `to` (inclusive) of the certificate ending at `notAfter`. */
function every(stepMs: number, from: number, to: number, notAfter: number): WatchResult[] {
  const out: WatchResult[] = [];
  for (let at = from; at <= to; at += stepMs) out.push(result(at, notAfter));
  return out;
}

describe('certificate levels', () => {
  it('puts days left at the smallest threshold above them, none from 30 up (renewed by ACME then) or once expired', () => {
    expect([45, 31, 30, 29, 15, 14, 13, 10, 8, 7, 6, 2, 1, 0, -1].map(thresholdOf)).toEqual([
      null,
      null,
      null,
      30,
      30,
      30,
      14,
      14,
      14,
      14,
      7,
      7,
      7,
      1,
      null,
    ]);
  });

  it('warns only when the level moves down, and follows a renewal up silently', () => {
    const end = T0 + 20 * DAY;
    const iso = new Date(end).toISOString();
    expect(certificateStep([], served(end, T0), T0)).toMatchObject({ kind: 'warn', threshold: 30 });
    const told = [{ notAfter: iso, threshold: 30 }] as const;
    expect(certificateStep(told, served(end, T0 + DAY), T0 + DAY)).toEqual({ kind: 'none' });
    expect(certificateStep(told, served(end, T0 + 6 * DAY), T0 + 6 * DAY)).toEqual({ kind: 'none' });
    expect(certificateStep(told, served(end, T0 + 7 * DAY), T0 + 7 * DAY)).toMatchObject({
      kind: 'warn',
      threshold: 14,
    });
    // A renewal is kept as seen, beside the one told of, which ends in its time and is forgotten then.
    const renewal = new Date(end + 60 * DAY).toISOString();
    expect(certificateStep(told, served(end + 60 * DAY, T0), T0)).toEqual({
      kind: 'keep',
      notices: [...told, { notAfter: renewal, threshold: null }],
    });
    expect(certificateStep(told, served(end, T0 + 21 * DAY), T0 + 21 * DAY)).toEqual({ kind: 'none' });
    expect(certificateStep(told, served(end + 60 * DAY, T0 + 21 * DAY), T0 + 21 * DAY)).toEqual({
      kind: 'keep',
      notices: [],
    });
  });
});

describe('certificate warning words', () => {
  it('keeps an issuer and names with control or bidirectional characters on one line, in the order written', () => {
    const hostile: ServedCertificate = {
      ...served(T0 + 10 * DAY, T0),
      issuer: 'Evil\u202eAC lihsa\u202c\u001b[2J CA',
      names: ['\u2066shop.example\u2069', 'www\u200f\u061c.shop.example\u0085'],
    };
    const event = certificateEvent(hostile, 14, {
      id: 'event-1',
      profileId: ID,
      connectionName: 'Shop K\u00f6ln',
      at: T0,
      watchClass: 'conforms',
    });
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must not be there
    const unsafe = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
    for (const text of [
      event.title,
      ...event.body.split('\n'),
      event.certificate!.issuer,
      ...event.certificate!.names,
    ])
      expect(text).not.toMatch(unsafe);
    expect(event.body.split('\n')[0]).toBe(
      'The certificate of Shop Köln expires in 10 days, on 2026-12-12, issued by EvilAC lihsa [2J CA, for shop.example, www.shop.example .',
    );
  });
});

describe('certificate warnings of the watch', () => {
  it('tells 30, 14, 7 and 1 days left once each as the days go by, then nothing once expired', async () => {
    const { runs, spoken } = watch(null);
    const end = T0 + 40 * DAY;
    expect(await runs(...every(6 * 60 * 60_000, T0, end + DAY, end))).toEqual([30, 14, 7, 1]);
    expect(spoken.map((e) => e.title)).toEqual([
      'Certificate of Shop Köln expires in 29 days',
      'Certificate of Shop Köln expires in 13 days',
      'Certificate of Shop Köln expires in 6 days',
      'Certificate of Shop Köln expires in less than a day',
    ]);
    const first = spoken[0]!;
    expect(first).toMatchObject({
      kind: 'certificate-expiring',
      profileId: ID,
      from: null,
      to: 'conforms',
      changed: [],
      open: { view: 'diagnostics', profileId: ID },
    });
    expect(first.body.split('\n')[0]).toBe(
      'The certificate of Shop Köln expires in 29 days, on 2027-01-11, issued by Test CA, for shop.example, www.shop.example.',
    );
    expect(first.certificate).toMatchObject({
      notAfter: '2027-01-11T08:00:00.000Z',
      threshold: 30,
      daysLeft: 29,
    });
  });

  it('tells only the 14-day level of a watch that starts with 10 days left', async () => {
    const { runs, spoken } = watch(null);
    const end = T0 + 10 * DAY + 3_600_000;
    expect(await runs(...every(DAY, T0, T0 + 2 * DAY, end))).toEqual([14]);
    expect(spoken[0]!.title).toBe('Certificate of Shop Köln expires in 10 days');
    expect(await runs(...every(DAY, T0 + 3 * DAY, T0 + 4 * DAY, end))).toEqual([7]);
  });

  it('forgets a renewed certificate silently and warns of the new one when it comes near its end', async () => {
    const { runs } = watch(null);
    const old = T0 + 10 * DAY;
    expect(await runs(result(T0, old))).toEqual([14]);
    const renewed = T0 + 90 * DAY;
    expect(await runs(...every(DAY, T0 + DAY, T0 + 5 * DAY, renewed))).toEqual([]);
    expect(await runs(...every(DAY, T0 + 59 * DAY, T0 + 61 * DAY, renewed))).toEqual([30]);
  });

  it('follows a renewal that still ends within 30 days up, and tells its own descent', async () => {
    const { runs } = watch(null);
    expect(await runs(result(T0, T0 + 5 * DAY))).toEqual([7]);
    const shortLived = T0 + DAY + 20 * DAY;
    expect(await runs(result(T0 + DAY, shortLived))).toEqual([]);
    expect(await runs(...every(DAY, T0 + 2 * DAY, T0 + 9 * DAY, shortLived))).toEqual([14]);
  });

  it('tells each level once of an installation whose servers serve an old and a renewed certificate in turn', async () => {
    const { runs } = watch(null);
    const old = T0 + 10 * DAY + 3_600_000;
    const renewed = T0 + 90 * DAY;
    const turns = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => result(from + i * 3_600_000, i % 2 === 0 ? old : renewed));
    expect(await runs(...turns(T0, 12))).toEqual([14]);
    // The renewed one has its own descent; the old one its own, each level once.
    expect(await runs(...turns(T0 + 4 * DAY, 12))).toEqual([7]);
    const shortLived = T0 + 4 * DAY + 20 * DAY;
    const inTurn = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => result(from + i * 3_600_000, i % 2 === 0 ? old : shortLived));
    expect(await runs(...inTurn(T0 + 5 * DAY, 12))).toEqual([]);
    expect(await runs(...turns(T0 + 61 * DAY, 4))).toEqual([30]);
  });

  it('keeps what it told of each of the certificates served in turn across a restart', async () => {
    const old = T0 + 10 * DAY + 3_600_000;
    const renewed = T0 + 90 * DAY;
    const first = watch(createHistoryStore(root));
    expect(await first.runs(result(T0, old), result(T0 + 3_600_000, renewed))).toEqual([14]);
    first.gate.flush();
    const again = watch(createHistoryStore(root));
    expect(await again.runs(result(T0 + 2 * 3_600_000, renewed), result(T0 + 3 * 3_600_000, old))).toEqual(
      [],
    );
    expect(JSON.parse(await readFile(join(root, ID, 'certificate.json'), 'utf8'))).toEqual({
      version: 2,
      certificates: [
        { notAfter: new Date(old).toISOString(), threshold: 14 },
        { notAfter: new Date(renewed).toISOString(), threshold: null },
      ],
    });
  });

  it('says nothing over http, of a run this computer was offline, or of an expired certificate', async () => {
    const { runs } = watch(null);
    expect(await runs(result(T0, null))).toEqual([]);
    expect(await runs(result(T0, T0 + 3 * DAY, { offline: true }))).toEqual([]);
    expect(await runs(result(T0, T0 - DAY, { watchClass: 'tls' }))).toEqual([]);
  });

  it('holds a warning back in a maintenance window and tells the level reached after it, once', async () => {
    const { runs } = watch(null);
    const end = T0 + 31 * DAY;
    const inWindow = (at: number) => result(at, end, { maintenance: true });
    expect(await runs(result(T0, end))).toEqual([]);
    // 30 and 14 days left pass within the window: the first run after it tells the 14-day level.
    expect(await runs(inWindow(T0 + 2 * DAY), inWindow(T0 + 10 * DAY), inWindow(T0 + 18 * DAY))).toEqual([]);
    expect(await runs(result(T0 + 18 * DAY + 3_600_000, end))).toEqual([14]);
    expect(await runs(result(T0 + 19 * DAY, end))).toEqual([]);
  });

  it('keeps what it told beside the history, so a watch started again does not tell it again', async () => {
    const end = T0 + 10 * DAY + 3_600_000;
    const first = watch(createHistoryStore(root));
    expect(await first.runs(result(T0, end))).toEqual([14]);
    first.gate.flush();
    const kept = JSON.parse(await readFile(join(root, ID, 'certificate.json'), 'utf8'));
    expect(kept).toEqual({
      version: 2,
      certificates: [{ notAfter: new Date(end).toISOString(), threshold: 14 }],
    });

    const again = watch(createHistoryStore(root));
    expect(await again.runs(result(T0 + DAY, end), result(T0 + 2 * DAY, end))).toEqual([]);
    expect(await again.runs(result(T0 + 4 * DAY, end))).toEqual([7]);
    // The warnings are in the connection's history, as the app's timeline lists them.
    const history = await createHistoryStore(root).history(ID, T0 - DAY, T0 + 30 * DAY, 100);
    expect(history.events.map((e) => [e.kind, e.title])).toEqual([
      ['certificate-expiring', 'Certificate of Shop Köln expires in 10 days'],
      ['certificate-expiring', 'Certificate of Shop Köln expires in 6 days'],
    ]);

    // A renewal removes it once the old one has ended; a damaged file reads as nothing told (the
    // level is told once more).
    const renewed = watch(createHistoryStore(root));
    expect(await renewed.runs(result(T0 + 5 * DAY, T0 + 200 * DAY))).toEqual([]);
    await readFile(join(root, ID, 'certificate.json'));
    expect(await renewed.runs(result(T0 + 11 * DAY, T0 + 200 * DAY))).toEqual([]);
    await expect(readFile(join(root, ID, 'certificate.json'))).rejects.toThrow();
    await writeFile(join(root, ID, 'certificate.json'), '{"version": 1, "threshold": 3');
    expect(await watch(createHistoryStore(root)).runs(result(T0 + 6 * DAY, end))).toEqual([7]);
  });
});

describe('certificate warnings of a fleet', () => {
  /** A gate over 10 watched installations, none kept; `served(i)` the certificate end of Shop i (null: http). */
  function fleet(servedEnd: (i: number) => number | null) {
    const timer = manualClock(T0);
    const spoken: WatchEvent[] = [];
    let n = 0;
    const gate = createIncidentGate({
      rule: () => DEFAULT_INCIDENT_RULE,
      watched: () => 10,
      runMs: () => 5 * 60_000,
      nameOf: (id) => `Shop ${id.slice(5)}`,
      clock: timer.clock,
      newId: () => `event-${++n}`,
      speak: (event) => spoken.push(event),
    });
    async function runAll(at: number, only: (i: number) => boolean = () => true): Promise<void> {
      for (let i = 1; i <= 10; i++) {
        if (!only(i)) continue;
        const end = servedEnd(i);
        gate.result({ ...result(at, end), profileId: `shop-${i}` }, null, {
          host: `shop${i}.example`,
          proxy: null,
          problem: null,
        });
        await gate.settled();
      }
    }
    return { gate, spoken, runAll, timer };
  }

  it('tells installations serving one certificate as ONE warning naming them', async () => {
    const wildcard = T0 + 10 * DAY + 3_600_000;
    const { spoken, runAll } = fleet((i) => (i <= 5 ? wildcard : i <= 8 ? T0 + 200 * DAY : null));
    await runAll(T0);
    expect(spoken).toHaveLength(1);
    const group = spoken[0]!;
    expect(group).toMatchObject({
      kind: 'certificate-expiring',
      title: 'Certificate of 5 installations expires in 10 days',
      count: 5,
      connections: ['Shop 1', 'Shop 2', 'Shop 3', 'Shop 4', 'Shop 5'],
      open: { view: 'fleet' },
      certificate: { threshold: 14 },
    });
    expect(group.body.split('\n')).toEqual([
      `The certificate they all serve expires in 10 days, on ${new Date(wildcard).toISOString().slice(0, 10)}, issued by Test CA, for shop.example, www.shop.example.`,
      'Said once each as fewer than 30, 14, 7 and 1 days are left; renewing it is the job of whoever runs their server.',
      'Shop 1, Shop 2, Shop 3, Shop 4 and Shop 5.',
    ]);
    await runAll(T0 + 5 * 60_000);
    expect(spoken).toHaveLength(1);
  });

  it('tells two that share one at once, each alone, and waits no longer than an interval for the rest', async () => {
    const shared = T0 + 10 * DAY + 3_600_000;
    const two = fleet((i) => (i <= 2 ? shared : T0 + 200 * DAY));
    await two.runAll(T0);
    expect(two.spoken.map((e) => e.title)).toEqual([
      'Certificate of Shop 1 expires in 10 days',
      'Certificate of Shop 2 expires in 10 days',
    ]);

    // Four share it, but only Shop 1 has run: held for the others; at the interval's end, alone.
    const four = fleet((i) => (i <= 4 ? shared : T0 + 200 * DAY));
    await four.runAll(T0, (i) => i === 1);
    expect(four.spoken).toEqual([]);
    four.timer.advance(5 * 60_000);
    expect(four.spoken.map((e) => e.title)).toEqual(['Certificate of Shop 1 expires in 10 days']);
  });

  it('tells a warning held for a group again after a watch killed while it waited', async () => {
    const shared = T0 + 10 * DAY + 3_600_000;
    const history = createHistoryStore(root);
    function gateOver(spoken: WatchEvent[]) {
      return createIncidentGate({
        rule: () => DEFAULT_INCIDENT_RULE,
        watched: () => 10,
        runMs: () => 5 * 60_000,
        nameOf: (id) => `Shop ${id.slice(5)}`,
        clock: manualClock(T0).clock,
        newId: () => 'event',
        speak: (event) => spoken.push(event),
        keptCertificate: (id) => history.certificateNotices(id),
        keepCertificate: (id, notices) => history.keepCertificateNotices(id, notices),
        onCertificateEvent: (event) => void history.appendEvent(event.profileId, event),
      });
    }
    const run = async (gate: ReturnType<typeof gateOver>, at: number) => {
      gate.result({ ...result(at, shared), profileId: 'shop-1' }, null, {
        host: 'shop1.example',
        proxy: null,
        problem: null,
      });
      await gate.settled();
      await history.settled();
    };
    // Shop 1 runs first of ten that may share its certificate: its warning waits; the watch is killed.
    const killed: WatchEvent[] = [];
    await run(gateOver(killed), T0);
    expect(killed).toEqual([]);
    const again: WatchEvent[] = [];
    const gate = gateOver(again);
    await run(gate, T0 + 60_000);
    gate.flush();
    await gate.settled();
    expect(again.map((e) => e.title)).toEqual(['Certificate of Shop 1 expires in 10 days']);
    // Its history lists it once.
    await history.settled();
    const listed = await history.history('shop-1', T0 - DAY, T0 + DAY, 100);
    expect(listed.events.map((e) => e.title)).toEqual(['Certificate of Shop 1 expires in 10 days']);
  });

  it('tells what is held when the watch stops', async () => {
    const shared = T0 + 10 * DAY + 3_600_000;
    const { gate, spoken, runAll } = fleet((i) => (i <= 6 ? shared : null));
    await runAll(T0, (i) => i <= 3);
    expect(spoken).toEqual([]);
    gate.flush();
    expect(spoken.map((e) => e.title)).toEqual(['Certificate of 3 installations expires in 10 days']);
  });
});
