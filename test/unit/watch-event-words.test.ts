// A watch event's words (issue 30): every event the watch makes (a transition, a change, a grouped
// incident, a reminder, a certificate warning) carries its title and body as words, which read in
// English exactly as the title and body the command line, webhooks and the history keep, and read
// sensibly in German, the names as received. Main's notifications say them in the app's language;
// the history keeps them and lets go of words it does not know; the command line's JSON lines and
// webhooks carry no words.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { durationWords } from '../../shared/duration-text';
import { sharedEn } from '../../shared/messages/en';
import { SHARED_CATALOGS } from '../../shared/messages/catalogs';
import { WATCH_CLASSES, watchClassSentence, watchClassText, type WatchEvent } from '../../shared/watch';
import { durationWordsOf, watchClassSentenceWords, watchClassWords } from '../../shared/watch-words';
import { englishWords, wordsIn } from '../../shared/words-text';
import { en as rendererEn } from '../../renderer/i18n/messages/en';
import { eventJson, eventPayload } from '../../electron/cli/watch-output';
import { certificateEvent, groupedCertificateEvent } from '../../electron/core/watch/certificate-event';
import { groupedEvent, reminderEvent, type Member } from '../../electron/core/watch/grouped-event';
import { appendEventLine, readEventLines } from '../../electron/core/watch/history/history-events';
import { watchEventOf } from '../../electron/core/watch/watch-event';
import { notificationText } from '../../electron/core/host/notification-text';

const H = 3_600_000;
const MIN = 60_000;

/** The event in German, as main's notification says it. */
const german = (event: WatchEvent) => notificationText(event, 'de');

const observation = (watchClass: WatchEvent['to']) => ({
  watchClass,
  settingsHash: null,
  categoriesHash: null,
  snapshotId: null,
});
const context = {
  id: 'e1',
  profileId: 'koeln',
  connectionName: 'Shop Köln',
  at: 1_000,
  runs: 2,
  changes: null,
};

function member(name: string, at: number): Member {
  return {
    profileId: name,
    name,
    facts: { host: 'shop.example', proxy: null, problem: 'HTTP 502 Bad Gateway' },
    event: watchEventOf(
      { kind: 'transition', before: observation('conforms'), after: observation('unreachable'), changed: [] },
      { ...context, profileId: name, connectionName: name, at },
    ),
    since: at - 3 * H,
  };
}

describe('the words of a watch event', () => {
  it('say a transition in English as ever, and in German', () => {
    const event = watchEventOf(
      {
        kind: 'transition',
        before: observation('refused'),
        after: observation('conforms'),
        changed: ['categories'],
      },
      {
        ...context,
        changes: { settings: null, categories: { added: 1, removed: 0, changed: 2 } },
        durationMs: 2 * H + 14 * MIN,
      },
    );
    expect(event.title).toBe('Shop Köln: conforms');
    expect(event.body).toBe(
      'Now conforms (2 runs in a row); before: could not be checked (refused) for 2 h 14 min.\nCategories: 1 added, 2 changed.',
    );
    expect(german(event)).toEqual({
      title: 'Shop Köln: konform',
      body: 'Jetzt konform (2 Läufe in Folge); vorher: nicht prüfbar (abgewiesen), 2 Std. 14 Min. lang.\nWarengruppen: 1 hinzugefügt, 2 geändert.',
    });
  });

  it('say a change in English as ever (the field names as received), and in German', () => {
    const event = watchEventOf(
      {
        kind: 'change',
        before: observation('conforms'),
        after: observation('conforms'),
        changed: ['settings', 'categories'],
      },
      {
        ...context,
        changes: {
          settings: ['currency', 'timezone', 'decimals', 'logo', 'language', 'company_name', 'version'],
          categories: { added: 0, removed: 1_500, changed: 0 },
        },
      },
    );
    expect(event.title).toBe('Shop Köln: 7 settings changed and 1,500 categories changed');
    expect(event.body).toBe(
      'Settings changed: currency, timezone, decimals, logo, language and 2 more. Categories: 1500 removed. Seen in 2 runs in a row.',
    );
    expect(german(event)).toEqual({
      title: 'Shop Köln: 7 Einstellungen geändert und 1.500 Warengruppen geändert',
      body: 'Geänderte Einstellungen: currency, timezone, decimals, logo, language und 2 weitere. Warengruppen: 1500 entfernt. In 2 Läufen in Folge festgestellt.',
    });
  });

  it('say a grouped incident in English as ever, and in German', () => {
    const event = groupedEvent([member('Shop Köln', 10), member('Shop 10', 11), member('Shop 2', 12)], {
      id: 'g1',
      at: 20,
      followUp: false,
    });
    expect(event.title).toBe('3 installations: could not be checked (unreachable)');
    expect(event.body).toBe(
      [
        'Now could not be checked: the installation could not be reached; before: conforms.',
        'What they share: the host shop.example; the problem "HTTP 502 Bad Gateway".',
        'Shop 2, Shop 10 and Shop Köln.',
      ].join('\n'),
    );
    expect(german(event)).toEqual({
      title: '3 Installationen: nicht prüfbar (nicht erreichbar)',
      body: [
        'Jetzt nicht prüfbar: die Installation war nicht erreichbar; vorher: konform.',
        'Gemeinsam ist ihnen: der Host shop.example; das Problem „HTTP 502 Bad Gateway“.',
        'Shop 2, Shop 10 und Shop Köln.',
      ].join('\n'),
    });
  });

  it('say a reminder in English as ever, and in German', () => {
    const one = reminderEvent([member('Shop Köln', 0)], 'timeout', { id: 'r1', at: 0 });
    expect(one.title).toBe('Reminder: Shop Köln: still could not be checked (timeout), for 3 h');
    expect(one.body).toBe('Still could not be checked: the installation did not answer in time, for 3 h.');
    expect(german(one)).toEqual({
      title: 'Erinnerung: Shop Köln: weiterhin nicht prüfbar (Zeitüberschreitung), bereits 3 Std.',
      body: 'Weiterhin nicht prüfbar: die Installation hat nicht rechtzeitig geantwortet (bereits 3 Std.).',
    });
    const two = reminderEvent([member('Shop A', 0), member('Shop B', H)], 'timeout', { id: 'r2', at: H });
    expect(two.title).toBe('Reminder: 2 installations: still could not be checked (timeout), for up to 4 h');
    expect(german(two).title).toBe(
      'Erinnerung: 2 Installationen: weiterhin nicht prüfbar (Zeitüberschreitung), bereits bis zu 4 Std.',
    );
    expect(german(two).body.split('\n').at(-1)).toBe('Shop A und Shop B.');
  });

  it('say a certificate warning in English as ever (the issuer and names as received), and in German', () => {
    const certificate = {
      notAfter: '2026-03-14T00:00:00.000Z',
      daysLeft: 10,
      issuer: 'R3',
      names: ['shop.example', 'www.shop.example'],
      matchesHost: true,
    };
    const event = certificateEvent(certificate, 14, {
      id: 'c1',
      profileId: 'koeln',
      connectionName: 'Shop Köln',
      at: 0,
      watchClass: 'conforms',
    });
    expect(event.title).toBe('Certificate of Shop Köln expires in 10 days');
    expect(event.body).toBe(
      "The certificate of Shop Köln expires in 10 days, on 2026-03-14, issued by R3, for shop.example, www.shop.example.\nSaid once each as fewer than 30, 14, 7 and 1 days are left; renewing it is the job of whoever runs the installation's server.",
    );
    expect(german(event)).toEqual({
      title: 'Zertifikat von Shop Köln läuft in 10 Tagen ab',
      body: 'Das Zertifikat von Shop Köln läuft in 10 Tagen ab, am 2026-03-14, ausgestellt von R3, für shop.example, www.shop.example.\nEinmal je Stufe gemeldet, sobald weniger als 30, 14, 7 und 1 Tage übrig sind; das Zertifikat zu erneuern ist Sache dessen, der den Server der Installation betreibt.',
    });
    const grouped = groupedCertificateEvent(
      [event, { ...event, profileId: 'bonn', connectionName: 'Shop Bonn' }],
      { id: 'c2', at: 0 },
    );
    expect(grouped.title).toBe('Certificate of 2 installations expires in 10 days');
    expect(grouped.body.split('\n').at(-1)).toBe('Shop Bonn and Shop Köln.');
    expect(german(grouped).title).toBe('Zertifikat von 2 Installationen läuft in 10 Tagen ab');
    const lastDay = certificateEvent({ ...certificate, daysLeft: 0, issuer: '', names: [] }, 1, {
      id: 'c3',
      profileId: 'koeln',
      connectionName: 'Shop Köln',
      at: 0,
      watchClass: 'conforms',
    });
    expect(lastDay.body.split('\n')[0]).toBe(
      'The certificate of Shop Köln expires in less than a day, on 2026-03-14.',
    );
    expect(german(lastDay).title).toBe('Zertifikat von Shop Köln läuft in weniger als einem Tag ab');
  });

  it('read in every language without a doubled full stop or a message left unformatted', () => {
    const events = [
      watchEventOf(
        { kind: 'transition', before: observation('timeout'), after: observation('conforms'), changed: [] },
        { ...context, durationMs: 2 * H },
      ),
      groupedEvent([member('Shop A', 0), member('Shop B', 0)], { id: 'g', at: 0, followUp: true }),
      reminderEvent([member('Shop A', 0)], 'tls', { id: 'r', at: 0 }),
      reminderEvent([member('Shop A', 0), member('Shop B', H)], 'tls', { id: 'r', at: H }),
    ];
    for (const language of Object.keys(SHARED_CATALOGS) as (keyof typeof SHARED_CATALOGS)[])
      for (const event of events) {
        const { title, body } = notificationText(event, language);
        expect(`${title}\n${body}`, language).not.toMatch(/\.\.|\{|watch\.event/);
      }
  });

  it('say every class as shared/watch.ts does in English', () => {
    for (const watchClass of WATCH_CLASSES) {
      expect(englishWords(watchClassWords(watchClass))).toBe(watchClassText(watchClass));
      expect(englishWords(watchClassSentenceWords(watchClass))).toBe(watchClassSentence(watchClass));
      // Every language has words for it, not the catch-all.
      const other = wordsIn(SHARED_CATALOGS.de, 'de', watchClassWords('usage'));
      if (watchClass !== 'usage')
        expect(wordsIn(SHARED_CATALOGS.de, 'de', watchClassWords(watchClass))).not.toBe(other);
    }
  });

  it('say durations as durationWords does in English', () => {
    for (let ms = -1_000; ms < 3 * 24 * H; ms += 9_999)
      expect(englishWords(durationWordsOf(ms)), String(ms)).toBe(durationWords(ms));
    expect(englishWords(durationWordsOf(1_200 * 24 * H))).toBe('1,200 days');
    expect(wordsIn(SHARED_CATALOGS.pl, 'pl', durationWordsOf(5 * 24 * H + H))).toBe('5 dni 1 godz.');
  });

  it('are not shadowed by the renderer’s own watch words', () => {
    const ours = Object.keys(sharedEn).filter((id) => id.startsWith('watch.'));
    expect(ours.length).toBeGreaterThan(40);
    for (const id of ours)
      expect(rendererEn[id as keyof typeof rendererEn], id).toBe(sharedEn[id as keyof typeof sharedEn]);
  });
});

describe('a native notification of a watch event', () => {
  it('says its words in the app’s language, and an event without words by its title and body', () => {
    const event = watchEventOf(
      { kind: 'transition', before: observation('conforms'), after: observation('tls'), changed: [] },
      { ...context, runs: 1 },
    );
    expect(notificationText(event, 'en')).toEqual({ title: event.title, body: event.body });
    expect(notificationText(event, 'fr')).toEqual({
      title: 'Shop Köln : vérification impossible (échec TLS)',
      body: 'Maintenant : vérification impossible : la connexion sécurisée a échoué ; avant : conforme.',
    });
    const { words: _none, ...older } = event;
    expect(notificationText(older, 'de')).toEqual({ title: event.title, body: event.body });
  });
});

describe('the words of an event in the history', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ri-event-words-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const event = () =>
    watchEventOf(
      { kind: 'transition', before: observation('conforms'), after: observation('refused'), changed: [] },
      context,
    );

  it('are kept and read back, so the timeline shows them in the app’s language', async () => {
    const file = join(folder, '2026-03.events.jsonl');
    await appendEventLine(file, { at: 1_000, event: event() }, true);
    const [line] = await readEventLines(file, 0, 2_000);
    expect(line!.event!.words).toEqual(event().words);
    expect(german(line!.event!).title).toBe('Shop Köln: nicht prüfbar (abgewiesen)');
  });

  it('are let go when they are not the app’s (a later version’s id), the event read by its title and body', async () => {
    const file = join(folder, '2026-03.events.jsonl');
    const later = { ...event(), words: { title: { id: 'watch.event.fromTheFuture' }, body: [] } };
    const older = { ...event(), id: 'e0' };
    delete (older as { words?: unknown }).words;
    await writeFile(
      file,
      [JSON.stringify({ at: 1_000, event: later }), JSON.stringify({ at: 1_001, event: older }), ''].join(
        '\n',
      ),
    );
    const lines = await readEventLines(file, 0, 2_000);
    expect(lines.map((l) => [l.event!.id, l.event!.title, l.event!.words])).toEqual([
      ['e1', 'Shop Köln: could not be checked (refused)', undefined],
      ['e0', 'Shop Köln: could not be checked (refused)', undefined],
    ]);
  });

  it('are refused when malformed, so no line is written that would not read back', async () => {
    const file = join(folder, '2026-03.events.jsonl');
    const bad: WatchEvent = {
      ...event(),
      words: { title: { id: 'common.asIs', values: { text: 'x'.repeat(20_000) } }, body: [] },
    };
    await expect(appendEventLine(file, { at: 1_000, event: bad }, true)).rejects.toThrow(/not kept/);
    await expect(readFile(file, 'utf8')).rejects.toThrow();
  });
});

describe('an event on the command line and in webhooks', () => {
  it('carries its English title and body, not its words', () => {
    const event = watchEventOf(
      { kind: 'transition', before: observation('conforms'), after: observation('refused'), changed: [] },
      context,
    );
    const who = { name: 'Shop Köln', baseUrl: 'https://shop.example' };
    expect(eventPayload(event, who)).not.toHaveProperty('words');
    expect(eventPayload(event, who)).toMatchObject({ title: event.title, body: event.body });
    expect(JSON.parse(eventJson(event, who, 0))).not.toHaveProperty('words');
  });
});
