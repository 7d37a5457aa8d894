/** The drawn board of the game, with the current question's options as pick targets (refused ones only say why). */
import { useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { board2, board34 } from '../../engine/rulesets/pittsburgh/data';
import type { ChoiceOption, Effect, GameState } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { usePlay } from '../../store/PlayStoreContext';
import { BoardMap } from '../board/BoardMap';
import type { CubePath } from '../board/CubePaths';
import { effectLines } from '../lesson/EffectList';
import type { Namer } from '../lesson/names';
import { linkTiles } from './Composer';
import { useCoachGhosts } from '../coach/CoachPanel';
import { hintGhosts, previewGhosts } from './Hint';
import { BOARD_KINDS, boardTarget, linkTileOf, optionOfClick } from './options';
import { usePlayNamer } from './usePlayNamer';
import { boardState } from './flowBoard';

/**
 * Where a previewed cube is drawn travelling: the engine's path (source first), starting at the
 * source's own space when it is an industry (a market's cube: at the market's panel) and ending at
 * the space being built on, when there is one. A cube from the same city is a short arrow there.
 */
export function cubeRoute(e: Extract<Effect, { kind: 'cube' }>, to?: string): string[] {
  const path = [...e.path];
  if (e.source.kind === 'market') path.unshift(e.source.market);
  if (e.source.kind === 'industry') path[0] = e.source.space;
  if (to) {
    if (path.length > 1 || e.source.kind !== 'industry') path[path.length - 1] = to;
    else path.push(to);
  }
  return path;
}

/** The previewed move's cubes, each with its route (cubeRoute) and its sentence from the effect list. */
export function previewCubePaths(
  t: TFunction,
  n: Namer,
  effects: readonly Effect[],
  me: string,
  before: GameState,
  to?: string,
): CubePath[] {
  const out: CubePath[] = [];
  for (const e of effects) {
    if (e.kind !== 'cube' || e.path.length === 0) continue;
    const text = effectLines(t, n, [e], me, before)[0]?.text ?? '';
    out.push({ good: e.good, path: cubeRoute(e, to), label: t('play.board.cubePath', { text }) });
  }
  return out;
}

export function PlayBoard() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play');
  const n = usePlayNamer();
  const state = usePlay(boardState);
  const choice = usePlay((s) => (s.viewing === null ? s.choice : null));
  const linkTile = usePlay((s) => s.linkTile);
  const steps = usePlay((s) => s.steps);
  const choose = usePlay((s) => s.choose);
  const hint = usePlay((s) => (s.viewing === null ? s.notice?.hint : undefined));
  const holder = usePlay((s) => s.holder);
  const ready = usePlay((s) => (s.viewing === null && !s.notice ? s.ready : null));
  const coachGhosts = useCoachGhosts();
  const frame = useRef<HTMLDivElement>(null);
  const board = state.board === 'two' ? board2 : board34;

  let targets = new Map<string, ChoiceOption[]>();
  if (choice?.status === 'choose' && BOARD_KINDS.includes(choice.choice.kind)) {
    const { kind } = choice.choice;
    let options = choice.choice.options;
    if (kind === 'link' || kind === 'second-link') {
      const tiles = linkTiles(options);
      const tile = linkTile && tiles.includes(linkTile) ? linkTile : tiles[0];
      options = options.filter((o) => linkTileOf(o) === tile);
    }
    targets = new Map();
    for (const o of options) {
      const id = boardTarget(kind, o);
      if (id) targets.set(id, [...(targets.get(id) ?? []), o]);
    }
  }
  const pickable = [...targets.keys()];
  const refused = pickable.filter((id) => !(targets.get(id) ?? []).some((o) => o.legal));
  const picked = steps.map((s) => boardTarget(s.kind, s.option)).filter((x): x is string => x !== null);
  const onPick = (id: string) => {
    const o = optionOfClick(targets.get(id) ?? []);
    if (o) choose(o.id);
  };
  return (
    <div ref={frame} className="board-frame play-board-frame" role="region" aria-label={t('play.board.frame')} tabIndex={0}>
      <BoardMap
        board={board}
        state={state}
        title={t('play.board.title')}
        pickable={pickable}
        picked={picked}
        refused={refused}
        onPick={onPick}
        pickLabel={(id) => n.target(id, state)}
        cubePaths={
          ready
            ? previewCubePaths(
                t,
                n,
                ready.effects,
                holder ?? '',
                ready.before,
                ready.action.type === 'build' ? ready.action.space : undefined,
              )
            : []
        }
        ghosts={ready ? previewGhosts(t, n, ready.before, ready.after) : hint ? hintGhosts(t, n, hint, holder ?? '') : coachGhosts}
      />
    </div>
  );
}
