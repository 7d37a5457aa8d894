/**
 * Each player's final VP as a stacked bar, one part per source (score.ts), labelled, with the same
 * numbers in a table (the picture's text alternative). Negative VP (bankruptcy) cannot stack: it is
 * said in words under the bars and stands in the table.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { ownerStyle } from '../board/owners';
import { VP_PARTS, totalOf, type Breakdown, type VpPart } from './score';

/** A colour per part, each at least 3:1 against the white page (graphics contrast, WCAG 1.4.11). */
export const PART_COLOURS: Record<VpPart, string> = {
  start: '#6e6e6e',
  'links-1': '#1b6ca8',
  'industries-1': '#a4492a',
  'links-2': '#0b4f7a',
  'industries-2': '#7a2e14',
  merchants: '#8a6d00',
  quality: '#6b3fa0',
  market: '#2e7a36',
  covered: '#b0306a',
  rewards: '#00727a',
  bankruptcy: '#c0392b',
};

const BAR_H = 26;
const GAP = 14;
const LABEL_W = 120;
const WIDTH = 640;

export function ScoreParts({
  order,
  parts,
  name,
}: {
  order: readonly string[];
  parts: Map<string, Breakdown>;
  name: (colour: string) => string;
}) {
  const { t } = useTranslation();
  const rows = order.flatMap((c) => {
    const b = parts.get(c);
    return b ? [{ colour: c, b, total: totalOf(b) }] : [];
  });
  const used = VP_PARTS.filter((p) => rows.some((r) => r.b[p] !== 0));
  const max = Math.max(1, ...rows.map((r) => VP_PARTS.reduce((s, p) => s + Math.max(0, r.b[p]), 0)));
  const scale = (WIDTH - LABEL_W - 50) / max;
  const height = rows.length * (BAR_H + GAP) + GAP;
  return (
    <section className="debrief-parts" aria-labelledby="debrief-parts-title">
      <h3 id="debrief-parts-title">{t('debrief.parts.title')}</h3>
      <ul className="debrief-legend">
        {used
          .filter((p) => p !== 'bankruptcy')
          .map((p) => (
            <li key={p}>
              <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" fill={PART_COLOURS[p]} />
              </svg>{' '}
              {t(`debrief.parts.${p}`)}
            </li>
          ))}
      </ul>
      <svg
        className="debrief-bars"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby="debrief-parts-title"
        data-testid="debrief-bars"
      >
        {rows.map((r, i) => {
          const y = GAP + i * (BAR_H + GAP);
          let x = LABEL_W;
          const style = ownerStyle(r.colour);
          const letter = t(`board.owners.${style.key}.letter`);
          return (
            <g key={r.colour} data-colour={r.colour}>
              <rect x={0} y={y} width={BAR_H} height={BAR_H} rx={4} fill={style.colour} />
              <text x={BAR_H / 2} y={y + BAR_H / 2 + 5} textAnchor="middle" fontSize="14" fontWeight="700" fill={style.text}>
                {letter}
              </text>
              <text x={BAR_H + 6} y={y + BAR_H / 2 + 5} fontSize="14">
                {name(r.colour)}
              </text>
              {VP_PARTS.filter((p) => r.b[p] > 0).map((p) => {
                const w = r.b[p] * scale;
                const seg = (
                  <rect
                    key={p}
                    x={x}
                    y={y}
                    width={w}
                    height={BAR_H}
                    fill={PART_COLOURS[p]}
                    stroke="#ffffff"
                    strokeWidth={1}
                    data-part={p}
                    data-vp={r.b[p]}
                  >
                    <title>{`${t(`debrief.parts.${p}`)}: ${r.b[p]}`}</title>
                  </rect>
                );
                x += w;
                return seg;
              })}
              <text x={x + 6} y={y + BAR_H / 2 + 5} fontSize="14" fontWeight="700">
                {r.total}
              </text>
            </g>
          );
        })}
      </svg>
      {rows
        .filter((r) => r.b.bankruptcy < 0)
        .map((r) => (
          <p key={r.colour} className="play-help">
            {t('debrief.parts.negative', { who: name(r.colour), vp: -r.b.bankruptcy })}
          </p>
        ))}
      <div className="debrief-table">
        <table data-testid="debrief-parts-table">
          <caption>{t('debrief.parts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('debrief.parts.player')}</th>
              {used.map((p) => (
                <th scope="col" key={p}>
                  {t(`debrief.parts.${p}`)}
                </th>
              ))}
              <th scope="col">{t('debrief.parts.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.colour} data-colour={r.colour}>
                <th scope="row">{name(r.colour)}</th>
                {used.map((p) => (
                  <td key={p} data-part={p}>
                    {r.b[p]}
                  </td>
                ))}
                <td data-part="total">{r.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
