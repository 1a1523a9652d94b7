// What the deploy files query, for tests: the exporter's metric names (fixed by issue 21; the rules
// and the dashboard may use no other), the PromQL of the Grafana dashboard, and that PromQL with
// Grafana's variables filled in so a real Prometheus can run it.

/** Every metric name `retail-inspector exporter` answers on /probe and /metrics (a histogram's series too). */
export const EXPORTER_METRICS: readonly string[] = [
  'retail_inspector_up',
  'retail_inspector_conforms',
  'retail_inspector_outcome',
  'retail_inspector_check_status',
  'retail_inspector_http_duration_seconds',
  'retail_inspector_probe_phase_duration_seconds',
  'retail_inspector_categories',
  'retail_inspector_images_broken',
  'retail_inspector_settings_fingerprint',
  'retail_inspector_probe_duration_seconds',
  'retail_inspector_maintenance',
  'retail_inspector_tls_certificate_expiry_timestamp_seconds',
  'retail_inspector_exporter_probes_total',
  'retail_inspector_exporter_probe_errors_total',
  ...['bucket', 'sum', 'count'].map((s) => `retail_inspector_exporter_probe_duration_seconds_${s}`),
  'retail_inspector_exporter_targets',
  'retail_inspector_exporter_answers_reused_total',
  'retail_inspector_exporter_fleet_reload_errors_total',
  'retail_inspector_exporter_uncaught_errors_total',
];

/** The retail_inspector_* metric names an expression names. */
export function metricNamesIn(expr: string): string[] {
  return [...expr.matchAll(/\bretail_inspector_[a-z_]+\b/g)].map((m) => m[0]);
}

/** The parts of a Grafana dashboard the tests read. */
export interface Dashboard {
  readonly panels: readonly {
    readonly id: number;
    readonly type: string;
    readonly title: string;
    readonly targets?: readonly { readonly expr: string }[];
  }[];
  readonly templating: { readonly list: readonly { readonly name: string; readonly definition?: string }[] };
  readonly annotations: { readonly list: readonly { readonly name: string; readonly expr?: string }[] };
}

/** One query of the dashboard: where it is, and its PromQL as written. */
export interface DashboardQuery {
  readonly where: string;
  readonly expr: string;
}

/** Every PromQL query of `dashboard`: its panels' targets and its annotations. */
export function dashboardQueries(dashboard: Dashboard): DashboardQuery[] {
  const panels = dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ where: `panel "${panel.title}"`, expr: target.expr })),
  );
  const annotations = dashboard.annotations.list
    .filter((a) => a.expr)
    .map((a) => ({ where: `annotation "${a.name}"`, expr: a.expr! }));
  return [...panels, ...annotations];
}

/** `expr` with Grafana's variables replaced as Grafana would: `$instance`, and the intervals. */
export function withVariables(expr: string, instance: string, interval = '1m'): string {
  return expr
    .replaceAll('$__rate_interval', interval)
    .replaceAll('$__interval', interval)
    .replaceAll('$instance', instance.replaceAll('\\', '\\\\').replaceAll('"', '\\"'));
}
