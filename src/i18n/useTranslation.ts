/**
 * `useTranslation` for the app's components: the `t` of the i18n instance the app provides, in its
 * current language, and a re-render when the language changes. react-i18next's own hook gives every
 * component a fresh copy of the instance on mount (its 42 properties copied one by one, about 0.15 ms
 * on a desktop and several times that on a phone): with hundreds of mat tiles and board pieces on a
 * page, that copying was the largest single cost of the page's first render.
 */
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const read = () => i18n.language;
  const language = useSyncExternalStore(subscribe, read, read);
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  return { t, i18n };
}
