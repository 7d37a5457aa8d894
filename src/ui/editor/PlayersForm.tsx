/** Each player's cash, income space, VP, Whiskey, money spent, hand and player mat; the turn and the player to act. */
import { contextFor, defaultRules } from '../../engine/rulesets/pittsburgh';
import type { ScenarioSetup } from '../../engine/rulesets/pittsburgh';
import { setMat, setPlayer, setTop } from '../../store/editorEdits';
import { useEditor, useEditorStore } from './context';
import { Num } from './Num';
import { CardPicker, OwnerSelect, cardsInUse } from './Pickers';
import { EDITOR_COLOURS, ownerName, useEditorNames } from './names';

export function PlayersForm() {
  const { t, n } = useEditorNames();
  const store = useEditorStore();
  const setup = useEditor((s) => s.setup);
  const ctx = contextFor(defaultRules, setup.board ?? 'three-four');
  const edit = store.getState().edit;
  const colours = setup.players.map((p) => p.colour);
  const free = EDITOR_COLOURS.find((c) => !colours.includes(c));
  const used = cardsInUse(setup);
  return (
    <section className="ed-players" aria-labelledby="ed-players-h">
      <h2 id="ed-players-h">{t('editor.page.playersHeading')}</h2>
      <div className="ed-row">
        <Num label={t('editor.page.era')} value={setup.era} onChange={(v) => edit(setTop({ era: v as 1 | 2 }))} />
        <Num label={t('editor.page.round')} value={setup.round} onChange={(v) => edit(setTop({ round: v }))} />
        <Num label={t('editor.page.actionsLeft')} value={setup.actionsLeft} onChange={(v) => edit(setTop({ actionsLeft: v }))} />
        <OwnerSelect
          label={t('editor.page.toAct')}
          value={setup.current ?? colours[0] ?? ''}
          colours={colours}
          onChange={(c) => edit(setTop({ current: c }))}
        />
      </div>
      {setup.players.map((p, i) => (
        <fieldset key={i} className="ed-player" data-colour={p.colour}>
          <legend>{ownerName(t, p.colour)}</legend>
          <div className="ed-row">
            <Num
              label={t('editor.field.cash')}
              value={p.cash}
              onChange={(v) => edit(setPlayer(i, { cash: v }))}
              testId={`ed-cash-${p.colour}`}
            />
            <Num label={t('editor.field.incomeSpace')} value={p.incomeSpace} onChange={(v) => edit(setPlayer(i, { incomeSpace: v }))} />
            <Num label={t('editor.field.vp')} value={p.vp} onChange={(v) => edit(setPlayer(i, { vp: v }))} />
            <Num
              label={t('editor.field.whiskey')}
              value={p.whiskey}
              onChange={(v) => edit(setPlayer(i, { whiskey: v }))}
              testId={`ed-whiskey-${p.colour}`}
            />
            <Num
              label={t('editor.field.spentThisRound')}
              value={p.spentThisRound}
              onChange={(v) => edit(setPlayer(i, { spentThisRound: v }))}
            />
          </div>
          <CardPicker
            cards={p.hand ?? []}
            used={used}
            players={setup.players.length}
            label={t('editor.page.hand')}
            onChange={(hand) => edit(setPlayer(i, { hand }))}
            testId={`ed-hand-${p.colour}`}
          />
          <CardPicker
            cards={p.discard ?? []}
            used={used}
            players={setup.players.length}
            label={t('editor.page.discard')}
            onChange={(discard) => edit(setPlayer(i, { discard }))}
            testId={`ed-discard-${p.colour}`}
          />
          <details>
            <summary>{t('editor.page.mat')}</summary>
            <div className="ed-mat">
              {ctx.tilePlaces.map((place) => (
                <Num
                  key={place.id}
                  label={n.tile(place.id)}
                  value={p.mat?.[place.id] ?? place.copies}
                  onChange={(v) => edit(setMat(i, place.id, v))}
                />
              ))}
            </div>
          </details>
          {setup.players.length > 1 ? (
            <button
              type="button"
              onClick={() =>
                edit((d: import('immer').Draft<ScenarioSetup>) => {
                  d.players.splice(i, 1);
                  d.turnOrder = (d.turnOrder ?? []).filter((c) => c !== p.colour);
                  if (d.current === p.colour) delete d.current;
                })
              }
            >
              {t('editor.page.removePlayer')}
            </button>
          ) : null}
        </fieldset>
      ))}
      {free && setup.players.length < 4 ? (
        <button
          type="button"
          onClick={() =>
            edit((d) => {
              d.players.push({ colour: free });
              if (d.turnOrder) d.turnOrder.push(free);
            })
          }
        >
          {t('editor.page.addPlayer')}
        </button>
      ) : null}
    </section>
  );
}
