/**
 * The player mat of the person at the device, drawn under the board. While the composer asks for a
 * mat tile (a build's tile, a develop's tiles) the enumerator's options are buttons on their cards:
 * legal ones choose, refused ones say why in the composer's notice (as refused board targets do).
 * A tile already chosen stays pressed while later questions are asked; a click on it asks again.
 * Folded (one line) while the move has nothing on the mat: the whole mat is big on a phone.
 */
import { memo, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ChoiceKind, ChoiceOption } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { shownState } from '../../store/playStore';
import { usePlay } from '../../store/PlayStoreContext';
import { PlayerMatView, type MatPicks } from '../mat/PlayerMatView';
import { optionOfClick } from './options';
import { usePlayNamer } from './usePlayNamer';

/** Questions whose options are tiles on the player mat. */
export const MAT_KINDS: readonly ChoiceKind[] = ['place', 'tile', 'free-develop'];

/** The mat tile an option stands for, or null (e.g. "no second tile"). */
export function matTarget(kind: ChoiceKind, o: Pick<ChoiceOption, 'value'>): string | null {
  return MAT_KINDS.includes(kind) && typeof o.value === 'string' ? o.value : null;
}

/** What the mat shows and does, as plain data (the mat is drawn again only when this changes). */
interface MatState {
  ids: string[];
  picked: string[];
  refused: string[];
  labels: string[];
  /** Per id: the option a click chooses, or the step a click on a chosen tile goes back to. */
  clicks: ({ choose: string } | { backTo: number } | null)[];
}

/** The mat is big (every tile a card): drawn again only when its picks change, not on every click elsewhere. */
const MatView = memo(PlayerMatView);

export function PlayMat() {
  const { t } = useTranslation();
  useAreas('mat', 'play');
  const n = usePlayNamer();
  const state = usePlay(shownState);
  const holder = usePlay((s) => s.holder);
  const choice = usePlay((s) => (s.viewing === null ? s.choice : null));
  const steps = usePlay((s) => s.steps);
  const choose = usePlay((s) => s.choose);
  const backTo = usePlay((s) => s.backTo);
  const me = state.players.find((p) => p.colour === holder);
  const targets = new Map<string, ChoiceOption[]>();
  if (choice?.status === 'choose' && MAT_KINDS.includes(choice.choice.kind)) {
    for (const o of choice.choice.options) {
      const id = matTarget(choice.choice.kind, o);
      if (id) targets.set(id, [...(targets.get(id) ?? []), o]);
    }
  }
  const asked = [...targets.keys()];
  const refused = asked.filter((id) => !(targets.get(id) ?? []).some((o) => o.legal));
  // the tile each step chose (null: not a tile); chosen tiles stay on the mat, pressed
  const byStep = steps.map((s) => matTarget(s.kind, s.option));
  const picked = byStep.filter((id): id is string => id !== null);
  const ids = [...asked, ...picked.filter((id) => !targets.has(id))];
  const shown: MatState = {
    ids,
    picked,
    refused,
    labels: ids.map((id) =>
      t(refused.includes(id) ? 'play.mat.refused' : targets.has(id) ? 'play.mat.pick' : 'play.mat.chosen', { tile: n.tile(id) }),
    ),
    clicks: ids.map((id) => {
      if (!targets.has(id)) return { backTo: byStep.lastIndexOf(id) };
      const o = optionOfClick(targets.get(id) ?? []);
      return o ? { choose: o.id } : null;
    }),
  };
  const key = JSON.stringify(shown);
  const picks = useMemo((): MatPicks => {
    const m = JSON.parse(key) as MatState;
    return {
      ids: m.ids,
      picked: m.picked,
      refused: m.refused,
      onPick: (id) => {
        const c = m.clicks[m.ids.indexOf(id)];
        if (c && 'choose' in c) choose(c.choose);
        else if (c) backTo(c.backTo);
      },
      label: (id) => m.labels[m.ids.indexOf(id)] ?? id,
    };
  }, [key, choose, backTo]);
  // open while the move has a tile on the mat (asked or chosen), folded otherwise; the reader's own
  // toggle holds until that changes
  const auto = ids.length > 0;
  const [own, setOwn] = useState<{ auto: boolean; open: boolean } | null>(null);
  const open = own && own.auto === auto ? own.open : auto;
  if (!me || !holder) return null;
  return (
    <section className="play-mat" aria-labelledby="play-mat-title">
      <details
        open={open}
        onToggle={(e) => {
          if (e.currentTarget.open !== open) setOwn({ auto, open: e.currentTarget.open });
        }}
      >
        <summary>
          <h2 id="play-mat-title">{t('play.mat.title', { who: n.owner(holder) })}</h2>
        </summary>
        {asked.length > 0 ? <p className="play-hint">{t('play.mat.hint')}</p> : null}
        {open ? <MatView mat={me.mat} picks={picks} /> : null}
      </details>
    </section>
  );
}
