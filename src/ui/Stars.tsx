/** Stars of a lesson (1–3) as three glyphs, filled or hollow, with one accessible label. */
export function Stars({ n, label }: { n: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label} data-stars={n}>
      {[1, 2, 3].map((i) => (
        <span key={i} aria-hidden="true" className={i <= n ? 'star is-on' : 'star'}>
          {i <= n ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}
