/** The lesson namer for the person at the device ("you" is the holder), in the reader's language. */
import { useTranslation } from '../../i18n/useTranslation';
import { usePlay } from '../../store/PlayStoreContext';
import { langOf } from '../board/text';
import { namer, type Namer } from '../lesson/names';

export function usePlayNamer(): Namer {
  const { t, i18n } = useTranslation();
  const holder = usePlay((s) => s.holder);
  return namer(t, langOf(i18n.language), holder ?? '');
}
