/** The flags and help text of `retail-inspector exporter` (docs/cli.md's section is held to this text). */

/** The port the exporter listens on when none is given (beside the blackbox exporter's 9115, unassigned). */
export const DEFAULT_EXPORTER_PORT = 9941;

/** The flags `exporter` takes. */
export const exporterFlags = {
  fleet: { type: 'string' },
  host: { type: 'string' },
  'allow-host': { type: 'string' },
  port: { type: 'string' },
  timeout: { type: 'string' },
  concurrency: { type: 'string' },
  'image-cache': { type: 'string' },
  'reread-unchanged': { type: 'boolean' },
  'log-format': { type: 'string' },
  maintenance: { type: 'string' },
  'cert-warn-days': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const EXPORTER_HELP = `Usage: retail-inspector exporter --fleet FILE [options]

A Prometheus exporter for the installations of FILE, in the multi-target pattern of the blackbox
exporter: GET /probe?target=NAME runs the checks of "check" on the installation named NAME in
FILE and answers its metrics (retail_inspector_up, _conforms, _outcome{class}, ...). Targets are
names of FILE only: addresses and tokens come from FILE (a token column or field, or the
environment variable its token_env names), never from the scrape; any other target is refused
with HTTP 400. /metrics answers the exporter's own metrics, / a page of links.

Options:
  --fleet FILE         the installations (CSV name,base_url[,token_env][,insecure][,token], or
                       JSON as check --fleet reads it); a row's token is its token cell, else
                       the variable its token_env names (a name that begins with
                       RETAIL_INSPECTOR_TOKEN), else none; read again on SIGHUP or
                       POST /-/reload (a bad file keeps the previous fleet, with an error in
                       the log)
  --host H             address to listen on (default: 127.0.0.1, this machine only; 0.0.0.0
                       exposes the exporter to the network)
  --allow-host NAMES   names (comma-separated) a request's Host header may carry besides a
                       loopback address, H and, when H is 0.0.0.0 or ::, this machine's own
                       addresses: the name Prometheus scrapes it by (e.g. exporter.internal);
                       any other Host is refused with HTTP 403 (DNS rebinding)
  --port N             port (default: ${DEFAULT_EXPORTER_PORT}; 0 picks a free one)
  --timeout MS         a probe's deadline when the scrape does not send
                       X-Prometheus-Scrape-Timeout-Seconds (then: that less 0.5 s)
                       (default: 10000)
  --concurrency N      probes run at once; more wait within their deadline (default: 8)
  --image-cache S      seconds an image address's check (logo, placeholder, sampled category
                       images) is reused by later probes, so retail_inspector_images_broken
                       can lag by that much; 0 fetches every image on every probe (default: 300)
  --reread-unchanged   read every categories answer in full; by default an answer whose status,
                       content type and bytes are those of the installation's last probe is not
                       decoded, parsed and checked again: its findings are those of the last one
  --log-format F       text (default: one readable line per event) or json (one JSON object
                       per line)
  --maintenance FILE   maintenance windows (JSON or YAML, as watch --maintenance reads them):
                       a probe of a target in a window answers retail_inspector_maintenance 1
                       (else 0); read again with the fleet file
  --cert-warn-days N   the check tls.certificate is "warn" in retail_inspector_check_status
                       when an https certificate expires in fewer than N days, as check's
                       flag (default: 30; 0: no such check); the expiry itself is
                       retail_inspector_tls_certificate_expiry_timestamp_seconds, whatever N
  -h, --help           show this help

A request another web page makes (a foreign Origin, or a Sec-Fetch-Site of another site that is
no link followed) is refused with HTTP 403, and so is any Host but a loopback address, H, an
--allow-host name or (H 0.0.0.0 or ::) this machine's own addresses. POST /-/reload refuses any
request a web page could send: one with an Origin header, a Sec-Fetch-Site other than none
(HTTP 403) or a form's content type (HTTP 415); use
curl -X POST http://127.0.0.1:${DEFAULT_EXPORTER_PORT}/-/reload. One reload runs at a time: a
reload asked for while one runs waits for the next, which reads the file once for all who asked
meanwhile.

A probe that passes its deadline answers retail_inspector_up 0 with the class timeout. SIGINT
(Ctrl+C) or SIGTERM stops it. Exit codes: 0 stopped; 2 a usage error (a bad flag or fleet file,
the port in use).`;
