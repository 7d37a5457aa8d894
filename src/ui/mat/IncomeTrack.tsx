/**
 * The income track as a picture: spaces 0–99 grouped into their levels (−10…30), level numbers
 * above each group, space 10 (level 0) marked as the start. `from` / `to` put a marker on two
 * spaces with an arrow between them; `not` crosses out a tempting wrong space (lesson 7: 17).
 * Levels come from the engine's level(), never re-derived here.
 */
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { level } from '../../engine/brass/income';
import { incomeTrack } from './matData';
import { useRects } from './useRects';
import { useAreas } from '../../i18n/areas';
import { signed } from '../format';

interface LevelGroup {
  level: number;
  spaces: number[];
}

/** Bands of the track, each a list of levels with their spaces. */
function groups(): LevelGroup[][] {
  return incomeTrack.bands.map((b) => {
    const out: LevelGroup[] = [];
    for (let s = b.firstSpace; s <= b.lastSpace; s++) {
      const l = level(incomeTrack, s);
      const last = out[out.length - 1];
      if (last && last.level === l) last.spaces.push(s);
      else out.push({ level: l, spaces: [s] });
    }
    return out;
  });
}

export function IncomeTrackView({ from, to, not }: { from?: number; to?: number; not?: number }) {
  const { t, i18n } = useTranslation();
  useAreas('mat');
  const uid = useId().replace(/:/g, '');
  const box = useRef<HTMLDivElement>(null);
  const bands = useMemo(() => groups(), []);
  const measured = useRects(box, 'data-mark', `${i18n.language}|${from}|${to}`);
  const a = measured.rects.from;
  const b = measured.rects.to;

  const tag = (s: number) => {
    if (s === from)
      return {
        cls: 'from',
        text: t('mat.income.from'),
        full: t('mat.income.fromLabel', { space: s, level: signed(level(incomeTrack, s)) }),
      };
    if (s === to)
      return { cls: 'to', text: t('mat.income.to'), full: t('mat.income.toLabel', { space: s, level: signed(level(incomeTrack, s)) }) };
    if (s === not) return { cls: 'not', text: t('mat.income.notThis'), full: t('mat.income.notThis') };
    if (s === incomeTrack.startSpace) return { cls: 'start', text: t('mat.income.start'), full: t('mat.income.startLabel') };
    return null;
  };

  let arrow: string | null = null;
  if (a && b && measured.width > 0) {
    const x0 = a.x + a.w / 2;
    const y0 = a.y + a.h;
    const x1 = b.x + b.w / 2;
    const y1 = b.y + b.h;
    const dip = 34;
    arrow = `M ${x0} ${y0 + 3} C ${x0} ${y0 + dip}, ${x1} ${y1 + dip}, ${x1} ${y1 + 6}`;
  }

  return (
    <figure className="income-track" aria-label={t('mat.income.trackLabel')}>
      <div className="inc-box" ref={box}>
        {arrow ? (
          <svg className="inc-arrow" width={measured.width} height={measured.height} aria-hidden="true" focusable="false">
            <defs>
              <marker
                id={`${uid}-inc-head`}
                viewBox="0 0 10 10"
                refX="8"
                refY="5"
                markerWidth="5"
                markerHeight="5"
                orient="auto-start-reverse"
              >
                <path d="M 0 0 L 10 5 L 0 10 z" />
              </marker>
            </defs>
            <path d={arrow} markerEnd={`url(#${uid}-inc-head)`} />
          </svg>
        ) : null}
        {bands.map((band, bi) => (
          <ol key={bi} className={band.some((g) => g.spaces.some((s) => s === from || s === to)) ? 'inc-band has-arrow' : 'inc-band'}>
            {band.map((g) => {
              const tags = g.spaces.map(tag).filter((x) => x !== null);
              return (
                <li key={g.level} className={`inc-level${g.level === 0 ? ' is-zero' : ''}${g.level < 0 ? ' is-negative' : ''}`}>
                  {tags.length > 0 ? (
                    <span className="inc-tags" aria-hidden="true">
                      {tags.map((x) => (
                        <span key={x.cls} className={`inc-tag inc-tag-${x.cls}`}>
                          {x.text}
                          {x.cls === 'from' || x.cls === 'to' ? (
                            <span className="inc-tag-level">{t('mat.income.levelHead', { level: signed(g.level) })}</span>
                          ) : null}
                        </span>
                      ))}
                    </span>
                  ) : null}
                  <span className="inc-level-num">
                    <span aria-hidden="true">{signed(g.level)}</span>
                    <span className="visually-hidden">{t('mat.income.levelHead', { level: signed(g.level) })}</span>
                  </span>
                  <span className="inc-spaces">
                    {g.spaces.map((s) => {
                      const x = tag(s);
                      return (
                        <span
                          key={s}
                          className={`inc-space${x ? ` is-${x.cls}` : ''}`}
                          data-space={s}
                          data-mark={x && (x.cls === 'from' || x.cls === 'to') ? x.cls : undefined}
                        >
                          {s}
                          {x ? <span className="visually-hidden"> ({x.full})</span> : null}
                        </span>
                      );
                    })}
                  </span>
                </li>
              );
            })}
          </ol>
        ))}
      </div>
      <figcaption className="inc-bands">{t('mat.income.bands')}</figcaption>
    </figure>
  );
}
