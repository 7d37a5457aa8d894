/**
 * One line per player over the rounds (VP, or income level), in the owner's colour AND with the
 * owner's dash pattern and letter at every point, so the lines differ without colour; the same
 * numbers in a table under a disclosure (the chart's text alternative).
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ownerStyle } from '../board/owners';
import type { RoundPoint } from './score';

const DASHES: Record<string, string> = {
  'owner-stripes': '',
  'owner-dots': '2 4',
  'owner-cross': '10 4',
  'owner-waves': '6 3 2 3',
  'owner-none': '1 2',
};

const W = 640;
const H = 240;
const PAD = { left: 40, right: 24, top: 16, bottom: 36 };

export function RoundsChart({
  what,
  points,
  order,
  name,
}: {
  what: 'vp' | 'income';
  points: readonly RoundPoint[];
  order: readonly string[];
  name: (colour: string) => string;
}) {
  const { t } = useTranslation();
  const id = `debrief-${what}-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const values = points.flatMap((p) => order.map((c) => p[what][c] ?? 0));
  const lo = Math.min(0, ...values);
  const hi = Math.max(1, ...values);
  const x = (i: number) => PAD.left + (points.length <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (v: number) => PAD.top + ((hi - v) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  const when = (p: RoundPoint) =>
    p.round === 0 ? t('debrief.rounds.start') : t('debrief.rounds.roundLong', { era: p.era, round: p.round });
  const short = (p: RoundPoint) => (p.round === 0 ? t('debrief.rounds.start') : t('debrief.rounds.round', { era: p.era, round: p.round }));
  const label = t(`debrief.rounds.${what}`);
  const every = Math.max(1, Math.ceil(points.length / 8));
  return (
    <section className="debrief-rounds" aria-labelledby={`${id}-title`} data-testid={`debrief-${what}`}>
      <h3 id={`${id}-title`}>{t(what === 'vp' ? 'debrief.rounds.vpTitle' : 'debrief.rounds.incomeTitle')}</h3>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title`} className="debrief-chart">
        <line x1={PAD.left} y1={y(0)} x2={W - PAD.right} y2={y(0)} stroke="#6e6e6e" />
        <text x={PAD.left - 6} y={y(hi) + 4} textAnchor="end" fontSize="12">
          {hi}
        </text>
        <text x={PAD.left - 6} y={y(lo) + 4} textAnchor="end" fontSize="12">
          {lo}
        </text>
        {points.map((p, i) =>
          i % every === 0 || i === points.length - 1 ? (
            <text key={i} x={x(i)} y={H - 12} textAnchor="middle" fontSize="11">
              {short(p)}
            </text>
          ) : null,
        )}
        {order.map((c) => {
          const style = ownerStyle(c);
          const letter = t(`board.owners.${style.key}.letter`);
          const pts = points.map((p, i) => `${x(i)},${y(p[what][c] ?? 0)}`).join(' ');
          return (
            <g key={c} data-colour={c}>
              <polyline points={pts} fill="none" stroke={style.colour} strokeWidth={2.5} strokeDasharray={DASHES[style.pattern] ?? ''} />
              {points.map((p, i) =>
                i % every === 0 || i === points.length - 1 ? (
                  <g key={i}>
                    <circle cx={x(i)} cy={y(p[what][c] ?? 0)} r={7} fill={style.colour} />
                    <text x={x(i)} y={y(p[what][c] ?? 0) + 4} textAnchor="middle" fontSize="10" fontWeight="700" fill={style.text}>
                      {letter}
                    </text>
                    <title>{t('debrief.rounds.point', { who: name(c), when: when(p), value: p[what][c] ?? 0 })}</title>
                  </g>
                ) : null,
              )}
            </g>
          );
        })}
      </svg>
      <details className="debrief-data">
        <summary>{t('debrief.rounds.show')}</summary>
        <div className="debrief-table">
          <table>
            <caption>{t('debrief.rounds.caption', { what: label })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('debrief.rounds.moment')}</th>
                {order.map((c) => (
                  <th scope="col" key={c}>
                    {name(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((p, i) => (
                <tr key={i}>
                  <th scope="row">{when(p)}</th>
                  {order.map((c) => (
                    <td key={c}>{p[what][c] ?? 0}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
