/**
 * The exporter's `/` page: what it is, links to `/metrics` and to a probe of each of the first
 * targets (as the blackbox exporter's page links its probes). Every name is HTML-escaped and every
 * link encoded. Pure.
 */

const LISTED = 100;

/** The page for `names` (the fleet's targets, in file order) and the fleet file's path. */
export function exporterPage(names: readonly string[], fleetFile: string, version: string): string {
  const links = names
    .slice(0, LISTED)
    .map((name) => `<li><a href="probe?target=${encodeURIComponent(name)}">${html(name)}</a></li>`)
    .join('\n');
  const more = names.length > LISTED ? `<p>… and ${names.length - LISTED} more.</p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Retail Inspector exporter</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5}code{background:#eee;padding:0 .2em}</style>
</head>
<body>
<h1>Retail Inspector exporter</h1>
<p>Version ${html(version)}. Probes installations of the API v2 with the checks of <code>retail-inspector check</code>, for Prometheus.</p>
<ul>
<li><a href="metrics">Metrics</a> of the exporter itself</li>
<li><code>/probe?target=NAME</code> probes the installation named NAME in the fleet file</li>
<li><code>POST /-/reload</code> reads the fleet file again (as SIGHUP does)</li>
</ul>
<h2>Targets</h2>
<p>${names.length} in ${html(fleetFile)}:</p>
<ul>
${links}
</ul>
${more}
</body>
</html>
`;
}

function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
