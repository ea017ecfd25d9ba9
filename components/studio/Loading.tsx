// What a part loaded on demand (an editor, a chart, a dialog) shows while its code arrives: a
// polite status line naming it, so nobody is left looking at an empty space.
export function Loading({ what }: { what: string }) {
  return (
    <p className="muted" role="status">
      Loading {what}…
    </p>
  );
}
