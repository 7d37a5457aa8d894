import { startNewPageAtTop } from '../../src/ui/pageTop';

describe('a new page starts at its top', () => {
  it('scrolls to the top after a link, not after back/forward, not to an address with a #part', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    startNewPageAtTop();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    window.dispatchEvent(new PopStateEvent('popstate'));
    startNewPageAtTop();
    expect(scrollTo).not.toHaveBeenCalled();
    // the back/forward mark is used once: the next link scrolls again
    startNewPageAtTop();
    expect(scrollTo).toHaveBeenCalledTimes(1);

    scrollTo.mockClear();
    window.history.replaceState(null, '', '/faq#loans');
    startNewPageAtTop();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
