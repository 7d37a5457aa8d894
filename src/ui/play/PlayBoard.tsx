/** The drawn board of the game, with the current question's options as pick targets (refused ones only say why). */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { board2, board34 } from '../../engine/data';
import type { ChoiceOption } from '../../engine/index';
import { useAreas } from '../../i18n/areas';
import { shownState } from '../../store/playStore';
import { usePlay } from '../../store/PlayStoreContext';
import { BoardMap } from '../board/BoardMap';
import { linkTiles } from './Composer';
import { hintGhosts, previewGhosts } from './Hint';
import { BOARD_KINDS, boardTarget, linkTileOf } from './options';
import { usePlayNamer } from './usePlayNamer';

export function PlayBoard() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play');
  const n = usePlayNamer();
  const state = usePlay(shownState);
  const choice = usePlay((s) => (s.viewing === null ? s.choice : null));
  const linkTile = usePlay((s) => s.linkTile);
  const steps = usePlay((s) => s.steps);
  const choose = usePlay((s) => s.choose);
  const hint = usePlay((s) => (s.viewing === null ? s.notice?.hint : undefined));
  const holder = usePlay((s) => s.holder);
  const ready = usePlay((s) => (s.viewing === null && !s.notice ? s.ready : null));
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
    const list = targets.get(id) ?? [];
    const o = list.find((x) => x.legal && x.isDefault) ?? list.find((x) => x.legal) ?? list[0];
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
        ghosts={ready ? previewGhosts(t, n, ready.before, ready.after) : hintGhosts(t, n, hint, holder ?? '')}
      />
    </div>
  );
}
