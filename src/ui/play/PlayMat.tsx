/**
 * The player mat of the person at the device, drawn under the board. While the composer asks for a
 * mat tile (a build's tile, a develop's tiles) the enumerator's options are buttons on their cards:
 * legal ones choose, refused ones say why in the composer's notice (as refused board targets do).
 */
import { useTranslation } from 'react-i18next';
import type { ChoiceKind, ChoiceOption } from '../../engine/index';
import { useAreas } from '../../i18n/areas';
import { shownState } from '../../store/playStore';
import { usePlay } from '../../store/PlayStoreContext';
import { PlayerMatView } from '../mat/PlayerMatView';
import { optionOfClick } from './options';
import { usePlayNamer } from './usePlayNamer';

/** Questions whose options are tiles on the player mat. */
export const MAT_KINDS: readonly ChoiceKind[] = ['place', 'tile', 'free-develop'];

/** The mat tile an option stands for, or null (e.g. "no second tile"). */
export function matTarget(kind: ChoiceKind, o: Pick<ChoiceOption, 'value'>): string | null {
  return MAT_KINDS.includes(kind) && typeof o.value === 'string' ? o.value : null;
}

export function PlayMat() {
  const { t } = useTranslation();
  useAreas('mat', 'play');
  const n = usePlayNamer();
  const state = usePlay(shownState);
  const holder = usePlay((s) => s.holder);
  const choice = usePlay((s) => (s.viewing === null ? s.choice : null));
  const steps = usePlay((s) => s.steps);
  const choose = usePlay((s) => s.choose);
  const me = state.players.find((p) => p.colour === holder);
  if (!me || !holder) return null;
  const targets = new Map<string, ChoiceOption[]>();
  if (choice?.status === 'choose' && MAT_KINDS.includes(choice.choice.kind)) {
    for (const o of choice.choice.options) {
      const id = matTarget(choice.choice.kind, o);
      if (id) targets.set(id, [...(targets.get(id) ?? []), o]);
    }
  }
  const ids = [...targets.keys()];
  const refused = ids.filter((id) => !(targets.get(id) ?? []).some((o) => o.legal));
  const picked = steps.map((s) => matTarget(s.kind, s.option)).filter((x): x is string => x !== null);
  const onPick = (id: string) => {
    const o = optionOfClick(targets.get(id) ?? []);
    if (o) choose(o.id);
  };
  return (
    <section className="play-mat" aria-labelledby="play-mat-title">
      <h2 id="play-mat-title">{t('play.mat.title', { who: n.owner(holder) })}</h2>
      {ids.length > 0 ? <p className="play-hint">{t('play.mat.hint')}</p> : null}
      <PlayerMatView
        mat={me.mat}
        picks={{
          ids,
          picked,
          refused,
          onPick,
          label: (id) => t(refused.includes(id) ? 'play.mat.refused' : 'play.mat.pick', { tile: n.tile(id) }),
        }}
      />
    </section>
  );
}
