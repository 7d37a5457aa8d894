import type { Segment } from '../../search/highlight';

/** Text with its matched words in <mark>: elements only, never HTML from a string. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return <>{segments.map((s, i) => (s.hit ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}</>;
}
