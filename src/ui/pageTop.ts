/**
 * A link to another page opens it at its top, as a page load would (a single-page app otherwise keeps
 * the old page's scroll offset). Going back or forward is left to the browser, which restores where the
 * reader was, and an address with a #part is left to the page, which scrolls to that part.
 *
 * The back/forward mark is set by a listener added when this module loads, before the router's own
 * listener: the router may draw the new page while the `popstate` event is still being dispatched.
 */
let traversing = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (traversing = true));

/** Called once per change of page (Layout, before the page's own effects run). */
export function startNewPageAtTop(): void {
  const back = traversing;
  traversing = false;
  if (back || window.location.hash !== '') return;
  window.scrollTo(0, 0);
}
