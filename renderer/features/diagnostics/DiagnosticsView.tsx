// The diagnostics view: every check of `retail-inspector check` against the active connection.
export function DiagnosticsView() {
  return <p>Diagnostics are not built yet.</p>;
}
