/** Below a running sandbox game: share or save the current moment, or take it into the position editor. */
import { useTranslation } from '../../../i18n/useTranslation';
import { useAreas } from '../../../i18n/areas';
import { usePlay } from '../../../store/PlayStoreContext';
import { AddToSequence } from '../../sequences/AddToSequence';
import { OpenInSandbox } from './OpenInSandbox';
import { SharePanel } from './SharePanel';

export function MomentTools() {
  const { t } = useTranslation();
  useAreas('editor');
  const state = usePlay((s) => s.state);
  return (
    <div className="moment-tools" data-testid="moment-tools">
      <SharePanel state={state} fileName={`brass-pittsburgh-era${state.era}-round${state.round}.json`} />
      <OpenInSandbox state={state} page="/editor" label={t('editor.page.fromMoment')} />
      <AddToSequence state={state} />
    </div>
  );
}
