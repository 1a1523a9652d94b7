// The exporter's pure parts: the probe deadline from Prometheus's header, the settings fingerprint,
// the metrics of a probe result (state sets, absent series), and the gate bounding probes at once.
import { describe, expect, it } from 'vitest';
import { createProbeGate } from '../../electron/core/exporter/probe-gate';
import { probeMetrics, settingsFingerprint } from '../../electron/core/exporter/probe-metrics';
import { probeDeadline } from '../../electron/core/exporter/probe-route';
import { bare, type ProbeResult } from '../../electron/core/exporter/probe-run';
import { WATCH_CLASSES } from '../../shared/watch';

describe('probeDeadline', () => {
  it('is the scrape timeout less half a second', () => {
    expect(probeDeadline('10', 3_000)).toBe(9_500);
    expect(probeDeadline('1.2', 3_000)).toBe(700);
  });

  it('is the fallback when the header is absent, empty, zero or not a number', () => {
    for (const header of [undefined, '', '0', '-1', 'soon', ['5', '6']])
      expect(probeDeadline(header, 3_000)).toBe(3_000);
  });

  it('leaves at least a tenth of a second for a very short scrape timeout', () => {
    expect(probeDeadline('0.3', 3_000)).toBe(100);
  });
});

describe('settingsFingerprint', () => {
  it('is the first 48 bits of the hash, exact as a float64', () => {
    expect(settingsFingerprint('ffffffffffff' + '0'.repeat(52))).toBe(2 ** 48 - 1);
    expect(settingsFingerprint('000000000001abcdef')).toBe(1);
  });
});

const conforming: ProbeResult = {
  watchClass: 'conforms',
  checks: [
    { id: 'info.currency', status: 'pass' },
    { id: 'categories.images', status: 'warn' },
  ],
  httpSeconds: { info: 0.012, categories: null },
  phaseSeconds: {
    info: { dns: 0, connect: 0.0012, tls: 0, first_byte: 0.0095, transfer: 0.0004 },
    categories: null,
  },
  categories: 0,
  imagesBroken: 2,
  settingsHash: 'a'.repeat(64),
  answerReused: false,
  certificateExpiry: null,
  seconds: 0.05,
};

describe('probeMetrics', () => {
  it('writes the class and each check as state sets with exactly one series at 1', async () => {
    const { text, contentType } = await probeMetrics(conforming);
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text.match(/^retail_inspector_outcome\{class="[a-z-]+"\} [01]$/gm)).toHaveLength(
      WATCH_CLASSES.length,
    );
    expect(text).toContain('retail_inspector_outcome{class="conforms"} 1');
    expect(text.match(/^retail_inspector_outcome.* 1$/gm)).toHaveLength(1);
    expect(text).toContain('retail_inspector_check_status{check="categories.images",status="warn"} 1');
    expect(text).toContain('retail_inspector_check_status{check="categories.images",status="pass"} 0');
    expect(text).toContain('retail_inspector_categories 0');
    expect(text).toContain('retail_inspector_images_broken 2');
    expect(text).toContain(`retail_inspector_settings_fingerprint ${0xaaaaaaaaaaaa}`);
    expect(text).toContain('retail_inspector_http_duration_seconds{operation="info"} 0.012');
    expect(text).not.toContain('operation="categories"');
    expect(text).not.toContain('retail_inspector_tls_certificate');
  });

  it("writes every phase of each call made, 0 for one that did not happen, as blackbox's probe_http_duration_seconds", async () => {
    const { text } = await probeMetrics(conforming);
    expect(text).toContain('# TYPE retail_inspector_probe_phase_duration_seconds gauge');
    const lines = text.match(/^retail_inspector_probe_phase_duration_seconds\{.*$/gm);
    expect(lines).toEqual([
      'retail_inspector_probe_phase_duration_seconds{operation="info",phase="dns"} 0',
      'retail_inspector_probe_phase_duration_seconds{operation="info",phase="connect"} 0.0012',
      'retail_inspector_probe_phase_duration_seconds{operation="info",phase="tls"} 0',
      'retail_inspector_probe_phase_duration_seconds{operation="info",phase="first_byte"} 0.0095',
      'retail_inspector_probe_phase_duration_seconds{operation="info",phase="transfer"} 0.0004',
    ]);
  });

  it("writes the https certificate's expiry in Unix seconds, with its help and type", async () => {
    const { text } = await probeMetrics({ ...conforming, certificateExpiry: 1_796_947_200 });
    expect(text).toContain('# HELP retail_inspector_tls_certificate_expiry_timestamp_seconds When the https');
    expect(text).toContain('# TYPE retail_inspector_tls_certificate_expiry_timestamp_seconds gauge');
    expect(text).toContain('\nretail_inspector_tls_certificate_expiry_timestamp_seconds 1796947200\n');
  });

  it('leaves out what a timeout did not read, and says up 0', async () => {
    const { text } = await probeMetrics(bare('timeout', 1.5));
    expect(text).toContain('retail_inspector_up 0');
    expect(text).toContain('retail_inspector_outcome{class="timeout"} 1');
    for (const absent of [
      'check_status',
      'http_duration',
      'probe_phase',
      'categories',
      'images_broken',
      'fingerprint',
      'tls_',
    ])
      expect(text).not.toContain(`retail_inspector_${absent}`);
    expect(text).toContain('retail_inspector_probe_duration_seconds 1.5');
  });

  it('counts refused and violates as up, and not conforming', async () => {
    for (const watchClass of ['refused', 'violates'] as const) {
      const { text } = await probeMetrics({ ...conforming, watchClass });
      expect(text).toContain('retail_inspector_up 1');
      expect(text).toContain('retail_inspector_conforms 0');
    }
  });
});

describe('createProbeGate', () => {
  it('lets `limit` in at once and the next in when one leaves', async () => {
    const gate = createProbeGate(2);
    const never = new AbortController().signal;
    const first = await gate.enter(never);
    await gate.enter(never);
    let third: (() => void) | null = null;
    const waiting = gate.enter(never).then((release) => (third = release));
    await Promise.resolve();
    expect(third).toBeNull();
    first!();
    first!(); // a second release of the same slot frees nothing more
    await waiting;
    expect(third).not.toBeNull();
    expect(gate.active()).toBe(2);
  });

  it('gives up the wait when the signal aborts, answering null', async () => {
    const gate = createProbeGate(1);
    await gate.enter(new AbortController().signal);
    const stop = new AbortController();
    const waiting = gate.enter(stop.signal);
    stop.abort();
    expect(await waiting).toBeNull();
    expect(gate.active()).toBe(1);
  });
});
