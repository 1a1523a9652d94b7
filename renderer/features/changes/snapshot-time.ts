// When a snapshot was taken, in the user's time zone, to the second: "2026-11-25 17:40:14". It names
// the snapshot in its row and in its buttons' labels ("Pin snapshot of 2026-11-25 17:40:14").
const pad = (n: number) => String(n).padStart(2, '0');

export function snapshotTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
