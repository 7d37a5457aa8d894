/**
 * The move composer: the enumerator's next question for the person at the device, each option a
 * button (the engine's default marked), refused options with their reason, the preview of the
 * move completed with the engine's defaults (every effect in words, numbers before → after),
 * Confirm / Back / Start over. All options and refusals come from the store's `nextChoice`.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { incomeTrack } from '../../engine/rulesets/pittsburgh/data';
import type { ChoiceKind, ChoiceOption, GameState } from '../../engine/rulesets/pittsburgh';
import { actingColour, level } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { usePlay } from '../../store/PlayStoreContext';
import { EffectList } from '../lesson/EffectList';
import { BOARD_KINDS, boardTarget, linkTileName, linkTileOf, optionLabel } from './options';
import { cardRuleText, previewGhosts } from './Hint';
import { HintButton } from '../sandbox/HintButton';
import { WithPittsburghParts } from './WithPittsburghParts';
import { RefusalText } from '../Refusal';
import { usePlayNamer } from './usePlayNamer';
import { money } from '../format';

/** Keyboard shortcuts of the six actions. */
export const ACTION_KEYS: Record<string, string> = { b: 'build', n: 'network', d: 'develop', s: 'sell', l: 'loan', p: 'pass' };
const KEY_OF: Record<string, string> = Object.fromEntries(Object.entries(ACTION_KEYS).map(([k, v]) => [v, k.toUpperCase()]));

function typeOf(o: ChoiceOption): string {
  return (o.value as { type?: string } | null)?.type ?? '';
}

/** The link tiles a link question offers, the default's first. */
export function linkTiles(options: readonly ChoiceOption[]): string[] {
  const out: string[] = [];
  const def = options.find((o) => o.isDefault && o.legal) ?? options.find((o) => o.legal && o.value !== null);
  const first = def ? linkTileOf(def) : null;
  if (first) out.push(first);
  for (const o of options) {
    const k = linkTileOf(o);
    if (k && !out.includes(k)) out.push(k);
  }
  return out;
}

function Numbers({ before, after, colour }: { before: GameState; after: GameState; colour: string }) {
  const { t } = useTranslation();
  const a = before.players.find((p) => p.colour === colour);
  const b = after.players.find((p) => p.colour === colour);
  if (!a || !b) return null;
  const lv = (space: number) => level(incomeTrack, space);
  const rows: [string, string, string][] = [
    [t('play.stats.cash'), money(a.cash), money(b.cash)],
    [
      t('play.stats.income'),
      t('play.stats.incomeValue', { level: lv(a.incomeSpace), space: a.incomeSpace }),
      t('play.stats.incomeValue', { level: lv(b.incomeSpace), space: b.incomeSpace }),
    ],
    [t('play.stats.vp'), String(a.vp), String(b.vp)],
    [t('play.stats.whiskey'), String(a.whiskey), String(b.whiskey)],
    [t('play.stats.spent'), money(a.spentThisRound), money(b.spentThisRound)],
  ];
  return (
    <table className="play-numbers">
      <caption>{t('play.composer.numbers')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('play.composer.what')}</th>
          <th scope="col">{t('play.composer.before')}</th>
          <th scope="col">{t('play.composer.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([k, x, y]) => (
          <tr key={k} className={x === y ? '' : 'is-changed'}>
            <th scope="row">{k}</th>
            <td>{x}</td>
            <td>
              {x === y ? '' : '→ '}
              {y}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OptionButton({ o, label, kind, onChoose }: { o: ChoiceOption; label: string; kind: ChoiceKind; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const key = kind === 'type' ? KEY_OF[typeOf(o)] : undefined;
  return (
    <button
      type="button"
      className={`play-option${o.legal ? '' : ' is-refused'}${o.isDefault ? ' is-default' : ''}`}
      aria-disabled={o.legal ? undefined : true}
      data-option={o.id}
      onClick={() => onChoose(o.id)}
      {...(key ? { 'aria-keyshortcuts': key } : {})}
    >
      <span className="play-option-label">{label}</span>
      {key ? (
        <kbd className="play-key" aria-hidden="true">
          {key}
        </kbd>
      ) : null}
      {o.isDefault && o.legal && kind !== 'type' ? <span className="play-default">{t('play.composer.default')}</span> : null}
      {!o.legal && o.refusal ? (
        <span className="play-option-why">
          {o.refusal.code === 'card-does-not-allow' ? t('play.hint.cardRule') : t(`reasons.${o.refusal.code}`)}
        </span>
      ) : null}
    </button>
  );
}

export function Composer() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'mat', 'play');
  const n = usePlayNamer();
  const choice = usePlay((s) => s.choice);
  const ready = usePlay((s) => s.ready);
  const steps = usePlay((s) => s.steps);
  const notice = usePlay((s) => s.notice);
  const state = usePlay((s) => s.state);
  const holder = usePlay((s) => s.holder);
  const linkTile = usePlay((s) => s.linkTile);
  const choose = usePlay((s) => s.choose);
  const back = usePlay((s) => s.back);
  const cancel = usePlay((s) => s.cancel);
  const confirm = usePlay((s) => s.confirm);
  const setLinkTile = usePlay((s) => s.setLinkTile);
  const heading = useRef<HTMLHeadingElement>(null);
  const depth = steps.length;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
  }, [depth]);
  if (!choice || !holder) return null;
  const me = actingColour(state) ?? '';
  const label = (kind: ChoiceKind, key: string, o: ChoiceOption) => optionLabel(t, n, kind, key, o, state);

  let question;
  if (choice.status === 'choose') {
    const { kind, key } = choice.choice;
    let options = choice.choice.options;
    const tiles = kind === 'link' || kind === 'second-link' ? linkTiles(options) : [];
    const tile = linkTile && tiles.includes(linkTile) ? linkTile : tiles[0];
    if (tiles.length > 0) options = options.filter((o) => o.value === null || linkTileOf(o) === tile);
    const onBoard = BOARD_KINDS.includes(kind) && options.some((o) => boardTarget(kind, o) !== null);
    const legal = options.filter((o) => o.legal);
    const refused = options.filter((o) => !o.legal);
    const many = kind !== 'type' && kind !== 'card' && refused.length > 6;
    const cards = kind === 'card' ? legal.concat(refused).filter((o) => !(o.value as { wild?: boolean }).wild) : [];
    const wild = kind === 'card' ? legal.concat(refused).filter((o) => (o.value as { wild?: boolean }).wild) : [];
    question = (
      <div className="play-question" data-kind={kind}>
        <h3 ref={heading} tabIndex={-1}>
          {t(`play.ask.${kind}`)}
        </h3>
        {onBoard ? <p className="play-hint">{t('play.composer.boardHint')}</p> : null}
        {tiles.length > 1 ? (
          <fieldset className="play-tiles">
            <legend>{t('play.composer.linkTile')}</legend>
            {tiles.map((k) => (
              <label key={k} className="play-tile">
                <input type="radio" name="play-link-tile" value={k} checked={k === tile} onChange={() => setLinkTile(k)} />{' '}
                {linkTileName(t, k)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {kind === 'card' ? (
          <>
            <div className="play-options" role="group" aria-label={t('play.composer.hand')}>
              {cards.map((o) => (
                <OptionButton key={o.id} o={o} kind={kind} label={label(kind, key, o)} onChoose={choose} />
              ))}
            </div>
            {wild.length > 0 ? (
              <details className="play-wild" open={wild.some((o) => o.legal)}>
                <summary>{t('play.composer.wild', { count: wild.filter((o) => o.legal).length })}</summary>
                <div className="play-options">
                  {wild.map((o) => (
                    <OptionButton key={o.id} o={o} kind={kind} label={label(kind, key, o)} onChoose={choose} />
                  ))}
                </div>
              </details>
            ) : null}
          </>
        ) : (
          <>
            <div className="play-options" role="group" aria-label={t(`play.ask.${kind}`)}>
              {(many ? legal : options).map((o) => (
                <OptionButton key={o.id} o={o} kind={kind} label={label(kind, key, o)} onChoose={choose} />
              ))}
              {legal.length === 0 && many ? <p className="play-empty">{t('play.composer.noneLegal')}</p> : null}
            </div>
            {many ? (
              <details className="play-refused">
                <summary>{t('play.composer.refused', { count: refused.length })}</summary>
                <div className="play-options">
                  {refused.map((o) => (
                    <OptionButton key={o.id} o={o} kind={kind} label={label(kind, key, o)} onChoose={choose} />
                  ))}
                </div>
              </details>
            ) : null}
          </>
        )}
      </div>
    );
  } else if (choice.status === 'refused') {
    question = (
      <div className="play-question is-refused">
        <h3 ref={heading} tabIndex={-1}>
          {t('play.composer.draftRefused')}
        </h3>
        <RefusalText refusal={choice.error} action={steps[0] ? typeOf(steps[0].option) : undefined} />
      </div>
    );
  } else {
    question = (
      <div className="play-question">
        <h3 ref={heading} tabIndex={-1}>
          {t('play.composer.complete')}
        </h3>
      </div>
    );
  }

  return (
    <section className="play-composer" aria-labelledby="play-composer-title">
      <h2 id="play-composer-title">{t('play.composer.title', { who: n.owner(me) })}</h2>
      {steps.length > 0 ? (
        <ol className="play-steps" aria-label={t('play.composer.chosen')}>
          {steps.map((s, i) => (
            <li key={i}>{label(s.kind, s.key, s.option)}</li>
          ))}
        </ol>
      ) : null}
      <div className="play-notice" role="status" aria-live="polite">
        {notice ? (
          <div className="play-refusal">
            <h3>
              {t('play.composer.notHere', {
                what: (() => {
                  const o = choice.status === 'choose' ? choice.choice.options.find((x) => x.id === notice.optionId) : undefined;
                  return o && choice.status === 'choose' ? label(choice.choice.kind, choice.choice.key, o) : notice.optionId;
                })(),
              })}
            </h3>
            <RefusalText refusal={notice.refusal} action={notice.action} text={cardRuleText(t, n, notice)} />
            <WithPittsburghParts>
              <HintButton />
            </WithPittsburghParts>
          </div>
        ) : null}
      </div>
      {question}
      <div className="panel-actions play-actions">
        {ready ? (
          <button type="button" className="btn-primary" onClick={confirm}>
            {t('play.composer.confirm')}
          </button>
        ) : null}
        <button type="button" onClick={back} disabled={steps.length === 0 && !notice} aria-keyshortcuts="Escape">
          {t('play.composer.back')}
        </button>
        {steps.length > 1 ? (
          <button type="button" onClick={cancel}>
            {t('play.composer.startOver')}
          </button>
        ) : null}
      </div>
      {ready ? (
        <div className="play-preview">
          <h3>{t(choice.status === 'complete' ? 'play.composer.preview' : 'play.composer.previewDefaults')}</h3>
          <Numbers before={ready.before} after={ready.after} colour={me} />
          {previewGhosts(t, n, ready.before, ready.after).length > 0 ? <p className="play-help">{t('play.composer.ghostNote')}</p> : null}
          <EffectList effects={ready.effects} learner={holder} state={ready.before} />
        </div>
      ) : null}
    </section>
  );
}
