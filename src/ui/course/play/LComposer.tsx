/**
 * The Lancashire move composer: the enumerator's question (nextChoice on the holder's view) with its
 * options as buttons — the board's pick targets choose the same options — each refused option
 * naming its reason and rule section; the preview of the completed draft (numbers before → after
 * and the effects in words); Confirm, Back (also Escape) and Start over. No rule lives here.
 */
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useStore } from 'zustand';
import type { LChoiceOption, LPlayer } from '../../../engine/rulesets/lancashire/index.ts';
import { HintButton } from '../../sandbox/HintButton';
import { LRuleText } from './lancashireParts';
import type { LancashirePlayStore, LNotice } from '../../../store/lancashirePlayStore';
import { langOf } from '../../board/text';
import { LEffectList } from '../../lancashire/LEffectList';
import { NumberRows } from '../TryParts';
import { optionLabel, questionText } from './labels';

export function Refusal({ notice, what, hint }: { notice: Pick<LNotice, 'refusal'>; what: string; hint?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="outcome-refused" role="alert" data-refusal={notice.refusal.code}>
      <p>
        <strong>{t('play.composer.notHere', { what })}</strong>
      </p>
      <LRuleText refusal={notice.refusal} />
      {hint ? <HintButton /> : null}
    </div>
  );
}

const numbers = (a: LPlayer, b: LPlayer) => [
  { key: 'cash', from: `£${a.cash}`, to: `£${b.cash}` },
  { key: 'income', from: String(a.incomeSpace), to: String(b.incomeSpace) },
  { key: 'vp', from: String(a.vp), to: String(b.vp) },
];

export function LComposer({ store, who, only }: { store: LancashirePlayStore; who: string; only: readonly string[] | null }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const s = useStore(store);
  const c = s.choice;
  if (!c) return null;
  const label = (kind: Parameters<typeof optionLabel>[2], o: Pick<LChoiceOption, 'value' | 'distance'>) =>
    optionLabel(t, lang, kind, o.value, o.distance);
  const me = s.ready?.before.players.find((p) => p.colour === s.ready?.before.order[s.ready.before.turn]);
  const meAfter = s.ready?.after.players.find((p) => p.colour === me?.colour);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    if (s.notice) s.clearNotice();
    else s.back();
  };
  const options = c.status === 'choose' ? c.choice.options.filter((o) => only === null || only.includes(o.id)) : [];
  return (
    <section className="play-composer lplay-composer" aria-labelledby="lplay-composer-h" onKeyDown={onKey}>
      <h2 id="lplay-composer-h">{t('play.composer.title', { who })}</h2>
      {s.steps.length > 0 ? (
        <p className="lplay-chosen">
          {t('play.composer.chosen')}: {s.steps.map((x) => label(x.kind, x.option)).join(' · ')}
        </p>
      ) : null}
      {c.status === 'choose' ? (
        <fieldset className="lplay-options">
          <legend>{questionText(t, c.choice.kind)}</legend>
          <p className="play-help">{t('lplay.composer.boardHint')}</p>
          <div className="lplay-option-list">
            {options.map((o) => (
              <button
                key={o.id}
                type="button"
                className={`lplay-option${o.legal ? '' : ' is-refused'}`}
                data-option={o.id}
                aria-describedby={o.legal ? undefined : 'lplay-refused-note'}
                onClick={() => s.choose(o.id)}
              >
                {label(c.choice.kind, o)}
                {o.legal ? null : <span className="lplay-tag"> ({t('lplay.composer.notLegal')})</span>}
              </button>
            ))}
          </div>
          {c.choice.options.every((o) => !o.legal) ? <p>{t('play.composer.noneLegal')}</p> : null}
          <span id="lplay-refused-note" hidden>
            {t('lplay.composer.notLegal')}
          </span>
        </fieldset>
      ) : null}
      {c.status === 'refused' ? <Refusal notice={{ refusal: c.error }} what={t('play.composer.draftRefused')} /> : null}
      {s.notice && c.status === 'choose' ? (
        <Refusal
          hint
          notice={s.notice}
          what={(() => {
            const o = c.choice.options.find((x) => x.id === s.notice?.optionId);
            return o ? label(s.notice.kind, o) : s.notice.optionId;
          })()}
        />
      ) : null}
      {s.ready && me && meAfter ? (
        <section className="course-outcome lplay-preview" aria-live="polite" data-testid="lplay-preview">
          <h3>{t(c.status === 'complete' ? 'play.composer.preview' : 'play.composer.previewDefaults')}</h3>
          <NumberRows rows={numbers(me, meAfter)} />
          <LEffectList effects={s.ready.effects} />
        </section>
      ) : null}
      <p className="actions">
        {s.ready ? (
          <button type="button" className="button primary" onClick={s.confirm} data-testid="lplay-confirm">
            {t('play.composer.confirm')}
          </button>
        ) : null}
        {s.drafts.length > 1 ? (
          <>
            <button type="button" className="button" onClick={s.back}>
              {t('play.composer.back')}
            </button>
            <button type="button" className="button" onClick={s.cancel}>
              {t('play.composer.startOver')}
            </button>
          </>
        ) : null}
      </p>
    </section>
  );
}
