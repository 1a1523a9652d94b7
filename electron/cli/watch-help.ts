/** The flags and help text of `retail-inspector watch` (docs/cli.md's section is held to this text). */
import { TOKEN_ENV } from './cli-context';

/** The flags `watch` takes. */
export const watchFlags = {
  'base-url': { type: 'string' },
  token: { type: 'string' },
  insecure: { type: 'boolean' },
  fleet: { type: 'string' },
  every: { type: 'string' },
  history: { type: 'string' },
  'retention-days': { type: 'string' },
  webhook: { type: 'string' },
  'on-change': { type: 'string' },
  'log-format': { type: 'string' },
  timeout: { type: 'string' },
  concurrency: { type: 'string' },
  'confirm-runs': { type: 'string' },
  maintenance: { type: 'string' },
  'group-min': { type: 'string' },
  'group-share': { type: 'string' },
  'group-window': { type: 'string' },
  'remind-every': { type: 'string' },
  canary: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const WATCH_HELP = `Usage: retail-inspector watch --base-url URL [options]
       retail-inspector watch --fleet FILE [options]

Checks the installation (or every installation of FILE) on a schedule until stopped, with the
checks of "check" (which read the settings and every category). A new verdict class, or a change of
the settings or the categories within a class, is an event once --confirm-runs runs in a row agree,
so one flaky answer never alerts. An installation that does not answer is backed off: 2, 4, 8 ...
intervals, at most 15 minutes (16 intervals when that is less; never less than one interval).
Our own causes are never an installation's event: a row whose token variable is not set is not
called (no-token), and while this computer cannot reach the network no event is raised. Over
https, a certificate with 30, 14, 7 or 1 days left is one event each ("certificate-expiring"),
told once (with --history, not again after a restart).

Options:
  --base-url URL         the installation (e.g. https://shop.example.com)
  --token T              the API token; better: set ${TOKEN_ENV}
  --insecure             allow plain http to a host other than this machine
  --fleet FILE           watch every installation listed in FILE (as check --fleet reads it);
                         a row's token is its token cell, else the variable its token_env
                         names (a name that begins with RETAIL_INSPECTOR_TOKEN), else none
  --every DURATION       how often each installation is checked: 30s, 5m, 1h, from 1s to 24h
                         (default: 5m)
  --history DIR          keep every run in DIR, in the format of the app's history folder, and
                         a snapshot whenever the settings or categories change (DIR/.snapshots)
                         (one watch per folder: a second one on it is refused)
  --retention-days N     months of history older than N days are deleted (default: 90)
  --webhook URL          POST each event as JSON to URL (retried with backoff; never the token;
                         at most 100 events wait, then the oldest is dropped; no user:password@)
  --on-change CMD        run CMD through the shell for each event, the event as JSON on its
                         standard input (never the token, in its arguments or its environment);
                         killed with what it started after 60 s
  --log-format F         text (default: one line per run and per event) or json (one JSON
                         object per line: "type": "run" or "event", with "outcome" and "cause"
                         as check --json writes them)
  --timeout MS           bound on every request (default: 10000)
  --concurrency N        installations checked at once (default: 8)
  --confirm-runs N       runs in a row that must agree before an event, 1 to 10 (default: 2)
  --maintenance FILE     maintenance windows (JSON or YAML, see docs/cli.md): during one an
                         installation is checked and recorded, but no event, webhook or command
                         goes out; at its end what differs from its start is one event
  --group-min N          installations moving to the same class within the window are ONE
                         grouped event when they are at least N (default: 3; 0: never grouped)
  --group-share P        ... and at least P percent of those watched (default: 20)
  --group-window RUNS    the window, in runs of an installation, 1 to 10 (default: 2); their
                         recovery is grouped the same way
  --remind-every DURATION
                         tell an incident again while it lasts (a "Reminder: ..." event,
                         "reminder": true in JSON), 1s to 7d (default: off)
  --canary URL           an address that answers whenever this computer is online: when a run
                         gets no answer and neither does URL, this computer is offline (one line
                         on standard error, no event for any installation); without it, offline
                         is when every installation (at least 2) gets no answer at once
  -h, --help             show this help

SIGINT (Ctrl+C), SIGTERM or its standard output closed (watch | head) stops it after the runs under
way (cancelled after twice the timeout, 5 to 60 s); a delivery or command under way gets 5 s more,
then is cut. Exit codes: 0 stopped; 2 a usage error (a bad flag, address, duration or fleet file,
or a history folder another watch uses).`;
