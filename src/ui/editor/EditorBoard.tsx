/**
 * The drawn board of the edited position with pick targets: a click places an industry or a link
 * tile, removes what is there, or selects a piece to edit (owner, flipped, cubes). The tool and
 * the piece to place are chosen beside the board.
 */
import { useId, useState } from 'react';
import { board2, board34 } from '../../engine/rulesets/pittsburgh/data';
import type { Good, LinkTileSpec } from '../../engine/rulesets/pittsburgh/data/types';
import { contextFor, defaultRules } from '../../engine/rulesets/pittsburgh';
import type { LinkSetup } from '../../engine/rulesets/pittsburgh/scenario/format';
import { tileFitsSite } from '../../engine/rulesets/pittsburgh/scenario/validate';
import { placeIndustry, placeLink, removeAt, setIndustry, setLink } from '../../store/editorEdits';
import { BoardMap } from '../board/BoardMap';
import { useEditor, useEditorStore } from './context';
import { Num } from './Num';
import { linkTileName, linkTilesOf, useEditorNames } from './names';
import { OwnerSelect } from './Pickers';

type Tool = 'industry' | 'link' | 'remove' | 'select';
const GOODS: Good[] = ['coal', 'iron', 'steel', 'coke', 'oil'];

function Selected({ id, onClear }: { id: string; onClear: () => void }) {
  const { t, n } = useEditorNames();
  const store = useEditorStore();
  const setup = useEditor((s) => s.setup);
  const industry = setup.industries?.find((i) => i.space === id);
  const link = setup.links?.find((l) => l.route === id);
  const owners = setup.players.map((p) => p.colour);
  const owner = (value: string, on: (o: string) => void) => (
    <OwnerSelect label={t('editor.page.industry.owner')} value={value} colours={owners} onChange={on} />
  );
  const cubes = (c: Partial<Record<Good, number>> | undefined, on: (good: Good, v: number) => void) =>
    GOODS.map((g) => (
      <Num
        key={g}
        label={t('editor.page.industry.cubes', { good: t(`board.goods.${g}`, { defaultValue: g }) })}
        value={c?.[g] ?? 0}
        onChange={(v) => on(g, v)}
      />
    ));
  if (!industry && !link) return <p className="share-note">{t('editor.page.nothingSelected')}</p>;
  return (
    <fieldset className="ed-selected" data-testid="ed-selected">
      <legend>{t('editor.page.selected', { what: n.target(id) })}</legend>
      {industry ? (
        <>
          <p>{n.tile(industry.place)}</p>
          {owner(industry.owner, (o) => store.getState().edit(setIndustry(id, { owner: o })))}
          <label>
            <input
              type="checkbox"
              checked={industry.flipped === true}
              onChange={(e) => store.getState().edit(setIndustry(id, { flipped: e.target.checked }))}
            />{' '}
            {t('editor.page.industry.flipped')}
          </label>
          {cubes(industry.cubes, (g, v) => store.getState().edit(setIndustry(id, { cubes: { ...(industry.cubes ?? {}), [g]: v } })))}
        </>
      ) : link ? (
        <>
          {owner(link.owner, (o) => store.getState().edit(setLink(id, { owner: o })))}
          {link.kind === 'heavyRail'
            ? cubes(link.cubes, (g, v) => store.getState().edit(setLink(id, { cubes: { ...(link.cubes ?? {}), [g]: v } })))
            : null}
        </>
      ) : null}
      <button
        type="button"
        onClick={() => {
          store.getState().edit(removeAt(id));
          onClear();
        }}
      >
        {t('editor.page.removeSelected')}
      </button>
    </fieldset>
  );
}

export function EditorBoard({ selected, onSelect }: { selected: string | null; onSelect: (id: string | null) => void }) {
  const { t, n } = useEditorNames();
  const id = useId();
  const store = useEditorStore();
  const setup = useEditor((s) => s.setup);
  const drawn = useEditor((s) => s.drawn);
  const boardId = setup.board ?? 'three-four';
  const ctx = contextFor(defaultRules, boardId);
  const [tool, setTool] = useState<Tool>('industry');
  const [owner, setOwner] = useState<string>(setup.players[0]?.colour ?? 'blue');
  const [place, setPlace] = useState<string>(ctx.tilePlaces[0]?.id ?? '');
  const [kind, setKind] = useState<LinkSetup['kind']>('lightRail');
  const [tileIndex, setTileIndex] = useState(0);
  const owners = setup.players.map((p) => p.colour);
  const who = owners.includes(owner) ? owner : (owners[0] ?? 'blue');
  const usedSpaces = new Set((setup.industries ?? []).flatMap((i) => (i.space ? [i.space] : [])));
  const usedRoutes = new Set((setup.links ?? []).map((l) => l.route));
  const tile = ctx.tilePlaces.find((p) => p.id === place);
  const tiles = kind === 'lightRail' ? [] : linkTilesOf(kind, boardId);
  const linkTile: LinkTileSpec | undefined = tiles[tileIndex] ?? tiles[0];

  let pickable: string[];
  if (tool === 'industry' && tile) {
    pickable = [...ctx.spaces.keys(), ...ctx.oilFields].filter((site) => !usedSpaces.has(site) && tileFitsSite(ctx, tile, site));
  } else if (tool === 'link')
    pickable = [...(kind === 'pipeline' ? ctx.routes.keys() : ctx.lines.keys())].filter((r) => !usedRoutes.has(r));
  else pickable = [...usedSpaces, ...usedRoutes];

  const onPick = (target: string) => {
    const edit = store.getState().edit;
    if (tool === 'industry') edit(placeIndustry(who, place, target));
    else if (tool === 'link') {
      const l: LinkSetup = { owner: who, kind, route: target };
      if (linkTile)
        l.type =
          linkTilesOf(linkTile.kind as 'heavyRail' | 'pipeline', boardId).filter((x) => x.type === linkTile.type).length > 1
            ? { ...linkTile }
            : linkTile.type;
      edit(placeLink(l));
    } else if (tool === 'remove') edit(removeAt(target));
    if (tool === 'select') onSelect(target);
  };
  const board = boardId === 'two' ? board2 : board34;
  return (
    <section className="ed-board" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('editor.page.boardHeading')}</h2>
      <div className="ed-tools">
        <fieldset>
          <legend>{t('editor.page.tool')}</legend>
          {(['industry', 'link', 'remove', 'select'] as const).map((x) => (
            <label key={x}>
              <input
                type="radio"
                name={`${id}-tool`}
                value={x}
                checked={tool === x}
                onChange={() => setTool(x)}
                data-testid={`ed-tool-${x}`}
              />{' '}
              {t(`editor.page.tools.${x}`)}
            </label>
          ))}
        </fieldset>
        {tool === 'industry' || tool === 'link' ? (
          <OwnerSelect label={t('editor.page.industry.owner')} value={who} colours={owners} onChange={setOwner} testId="ed-owner" />
        ) : null}
        {tool === 'industry' ? (
          <label>
            {t('editor.page.industry.place')}{' '}
            <select value={place} onChange={(e) => setPlace(e.target.value)} data-testid="ed-place">
              {ctx.tilePlaces.map((p) => (
                <option key={p.id} value={p.id}>
                  {n.tile(p.id)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {tool === 'link' ? (
          <>
            <label>
              {t('editor.page.link.kind')}{' '}
              <select
                value={kind}
                onChange={(e) => {
                  setKind(e.target.value as LinkSetup['kind']);
                  setTileIndex(0);
                }}
                data-testid="ed-link-kind"
              >
                {(['lightRail', 'heavyRail', 'pipeline'] as const).map((k) => (
                  <option key={k} value={k}>
                    {k === 'lightRail' ? t('play.linkTile.lightRail') : t(`editor.page.link.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            {tiles.length > 0 ? (
              <label>
                {t('editor.page.link.type')}{' '}
                <select value={tileIndex} onChange={(e) => setTileIndex(Number(e.target.value))} data-testid="ed-link-type">
                  {tiles.map((s, i) => (
                    <option key={i} value={i}>
                      {linkTileName(t, s)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="board-frame" role="region" aria-label={t('editor.page.frame')} tabIndex={0}>
        {drawn ? (
          <BoardMap
            board={board}
            state={drawn}
            title={t('editor.page.boardTitle')}
            pickable={pickable}
            picked={selected ? [selected] : []}
            highlight={selected ? [selected] : []}
            onPick={onPick}
            pickLabel={(x) => (tool === 'remove' ? t('editor.page.removeAt', { id: n.target(x, drawn) }) : n.target(x, drawn))}
          />
        ) : null}
      </div>
      {tool === 'select' ? <Selected id={selected ?? ''} onClear={() => onSelect(null)} /> : null}
    </section>
  );
}
