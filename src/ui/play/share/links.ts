/** Addresses of the sandbox and the editor with a position in the fragment (`#p=1.…`), keeping `?lang=` and `projector=1`. */
import { encodeLink, fragmentParams } from '../../../share/codec';
import type { ScenarioSetup } from '../../../engine/rulesets/pittsburgh';

/** `/play#p=…` (or another page) for a Pittsburgh position; `?lang=` of the current address is kept, like AppLink does. */
export async function positionHref(page: '/play' | '/editor', setup: ScenarioSetup): Promise<string> {
  return linkHref(page, await encodeLink(setup));
}

/** A page's address with link data in its fragment (`#p=<data>`), keeping `?lang=` and `projector=1`. */
export function linkHref(page: string, data: string): string {
  const lang = new URLSearchParams(location.search).get('lang');
  const keep = new URLSearchParams();
  if (lang) keep.set('lang', lang);
  const search = keep.toString();
  const frag = new URLSearchParams();
  frag.set('p', data);
  const projector = fragmentParams(location.hash).get('projector') ?? new URLSearchParams(location.search).get('projector');
  if (projector) frag.set('projector', projector);
  return `${page}${search ? `?${search}` : ''}#${frag.toString()}`;
}

/** The absolute share link (origin + Vite base) of a path made by positionHref. */
export function absoluteLink(href: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return `${location.origin}${base}${href}`;
}
