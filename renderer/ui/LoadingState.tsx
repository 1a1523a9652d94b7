// A load under way, said in words (and shown with a spinner that stops for reduced motion).
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="state state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
