/** Icons of the app's own controls (not of the game's pieces), on the icon set's 24 × 24 grid. */
import { InlineSvg, type IconProps } from './svg';

/** A magnifier: the Search button in the narrowest header (the button's label names it). */
export function SearchIcon(props: IconProps) {
  return (
    <InlineSvg {...props}>
      <circle cx="10" cy="10" r="6.6" fill="none" stroke="currentColor" strokeWidth="2.8" />
      <path d="M15.2 15.2 21 21" stroke="currentColor" strokeWidth="3.1" strokeLinecap="round" />
    </InlineSvg>
  );
}
