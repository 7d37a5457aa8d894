/** Markets (cubes per resource), Oilfields (tile, revealed, oil), merchants (tile, face) and Quality Reward slots. */
import { contextFor, defaultRules } from '../../engine/rulesets/pittsburgh';
import { setDeck, setMarket, setMerchant, setOilField, setQuality } from '../../store/editorEdits';
import { useEditor, useEditorStore } from './context';
import { Num } from './Num';
import { CardPicker, TileSelect, cardsInUse } from './Pickers';
import { tileNamers, useEditorNames } from './names';

export function BoardStateForm() {
  const { t, n } = useEditorNames();
  const store = useEditorStore();
  const setup = useEditor((s) => s.setup);
  const ctx = contextFor(defaultRules, setup.board ?? 'three-four');
  const edit = store.getState().edit;
  const merchants = ctx.board.locations.filter((l) => l.kind === 'merchant');
  const quality = setup.quality ?? [];
  const names = tileNamers(t, n);
  return (
    <>
      <details className="ed-section">
        <summary>{t('editor.page.marketsHeading')}</summary>
        {ctx.board.markets.map((m) => (
          <fieldset key={m.id} className="ed-row">
            <legend>{n.place(m.id)}</legend>
            {m.stock.map((st) => (
              <Num
                key={st.resource}
                label={t(`board.goods.${st.resource}`, { defaultValue: st.resource })}
                value={setup.markets?.[m.id]?.[st.resource]}
                onChange={(v) => edit(setMarket(m.id, st.resource, v))}
              />
            ))}
          </fieldset>
        ))}
      </details>
      <details className="ed-section">
        <summary>{t('editor.page.fieldsHeading')}</summary>
        {[...ctx.oilFields].map((f) => {
          const field = setup.oilFields?.[f];
          return (
            <fieldset key={f} className="ed-row">
              <legend>{n.place(f)}</legend>
              <TileSelect
                label={t('editor.page.oilTile')}
                value={field?.tile}
                none={t('editor.page.oilNone')}
                ids={ctx.oilTiles.keys()}
                name={names.oil}
                testId={`ed-oil-tile-${f}`}
                onChange={(tile) => edit(setOilField(f, { tile }))}
              />
              <label>
                <input
                  type="checkbox"
                  checked={field?.revealed === true}
                  onChange={(e) => edit(setOilField(f, { revealed: e.target.checked }))}
                />{' '}
                {t('editor.page.revealed')}
              </label>
              <Num label={t('editor.page.oil')} value={field?.oil} onChange={(v) => edit(setOilField(f, { oil: v }))} />
            </fieldset>
          );
        })}
      </details>
      <details className="ed-section">
        <summary>{t('editor.page.merchantsHeading')}</summary>
        {merchants.map((l) => {
          const m = setup.merchants?.[l.id];
          return (
            <fieldset key={l.id} className="ed-row">
              <legend>{n.place(l.id)}</legend>
              <TileSelect
                label={t('editor.page.merchantTile')}
                value={m?.tile}
                none={t('editor.page.merchantNone')}
                ids={ctx.merchantTiles.keys()}
                name={names.merchant}
                testId={`ed-merchant-tile-${l.id}`}
                onChange={(tile) => edit(setMerchant(l.id, tile, m?.faceUp ?? true))}
              />
              {m ? (
                <label>
                  <input type="checkbox" checked={m.faceUp !== false} onChange={(e) => edit(setMerchant(l.id, m.tile, e.target.checked))} />{' '}
                  {t('editor.page.faceUp')}
                </label>
              ) : null}
            </fieldset>
          );
        })}
      </details>
      <details className="ed-section">
        <summary>{t('editor.page.deckHeading')}</summary>
        <CardPicker
          cards={setup.deck ?? []}
          used={cardsInUse(setup)}
          players={setup.players.length}
          label={t('editor.page.deck')}
          onChange={(deck) => edit(setDeck(deck))}
          testId="ed-deck"
        />
      </details>
      <details className="ed-section">
        <summary>{t('editor.page.qualityHeading')}</summary>
        {[...quality, undefined].map((q, i) => (
          <label key={i} className="ed-row">
            {t('editor.page.qualitySlot', { n: i + 1 })}{' '}
            <select
              value={q === undefined ? '' : q === null ? '-' : q}
              onChange={(e) => edit(setQuality(i, e.target.value === '' ? undefined : e.target.value === '-' ? null : e.target.value))}
            >
              <option value="">{t('editor.page.qualityNone')}</option>
              <option value="-">{t('editor.page.qualityTaken')}</option>
              {[...ctx.qualityTiles.keys()].map((id) => (
                <option key={id} value={id}>
                  {names.quality(id)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </details>
    </>
  );
}
