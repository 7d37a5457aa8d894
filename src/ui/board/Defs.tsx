/** Patterns shared by one map (ids prefixed per map, so two maps on a page do not collide). */
export const defId = (prefix: string, name: string) => `${prefix}-${name}`;
export const defUrl = (prefix: string, name: string) => `url(#${defId(prefix, name)})`;

export function BoardDefs({ prefix }: { prefix: string }) {
  const p = (name: string) => defId(prefix, name);
  return (
    <defs>
      {/* Owner patterns over tile colours: stripes, dots, cross-hatch, waves. */}
      <pattern id={p('owner-stripes')} width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="3" height="7" fill="#ffffff" opacity="0.32" />
      </pattern>
      <pattern id={p('owner-dots')} width="7" height="7" patternUnits="userSpaceOnUse">
        <circle cx="3.5" cy="3.5" r="1.6" fill="#1f2328" opacity="0.35" />
      </pattern>
      <pattern id={p('owner-cross')} width="8" height="8" patternUnits="userSpaceOnUse">
        <path d="M0 4h8M4 0v8" stroke="#ffffff" strokeWidth="1.4" opacity="0.35" />
      </pattern>
      <pattern id={p('owner-waves')} width="10" height="6" patternUnits="userSpaceOnUse">
        <path d="M0 4q2.5-3 5 0t5 0" fill="none" stroke="#ffffff" strokeWidth="1.3" opacity="0.4" />
      </pattern>
      <pattern id={p('owner-none')} width="4" height="4" patternUnits="userSpaceOnUse" />
    </defs>
  );
}
