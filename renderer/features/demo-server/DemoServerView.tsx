// The demo server view: which dataset the embedded server serves, latency and failures, capture.
export function DemoServerView() {
  return <p>The demo server view is not built yet.</p>;
}
