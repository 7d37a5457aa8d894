/** The text alternative of the map: every fact it draws, as lists, in the reader's language. */
import { useTranslation } from '../../i18n/useTranslation';
import type { TFunction } from 'i18next';
import type { Board, FactStatus, Provenance } from '../../engine/rulesets/pittsburgh/data/types';
import { StatusMark } from '../StatusMark';
import { langOf, nameIn, rewardText } from './text';
import { useAreas } from '../../i18n/areas';

/** The least sure of some provenances (assumed < inferred < read). */
export function weakest(...ps: (Provenance | undefined)[]): FactStatus {
  const s = ps.map((p) => p?.status);
  return s.includes('assumed') ? 'assumed' : s.includes('inferred') ? 'inferred' : 'read';
}

function Mark({ status }: { status: FactStatus }) {
  return status === 'read' ? null : (
    <>
      {' '}
      <StatusMark status={status} />
    </>
  );
}

export function useNames(board: Board) {
  const { i18n } = useTranslation();
  useAreas('board');
  const lang = langOf(i18n.language);
  const names = new Map<string, string>();
  for (const l of board.locations) names.set(l.id, nameIn(l.names, lang));
  for (const f of board.oilFields) names.set(f.id, nameIn(f.names, lang));
  for (const m of board.markets) names.set(m.id, nameIn(m.names, lang));
  return (id: string) => names.get(id) ?? id;
}

export function spaceName(t: TFunction, board: Board, name: (id: string) => string, spaceId: string): string {
  for (const l of board.locations) {
    if (l.kind !== 'city') continue;
    const i = l.spaces.findIndex((s) => s.id === spaceId);
    if (i >= 0) return t('board.list.space', { city: name(l.id), n: i + 1 });
  }
  return name(spaceId);
}

export function BoardAsText({ board }: { board: Board }) {
  const { t } = useTranslation();
  useAreas('board');
  const name = useNames(board);
  const cities = board.locations.filter((l) => l.kind === 'city');
  const merchants = board.locations.filter((l) => l.kind === 'merchant');
  const sep = t('board.list.sep');
  const colon = t('board.list.colon');
  return (
    <details className="board-list">
      <summary>{t('board.list.summary')}</summary>
      <h4>{t('board.list.cities')}</h4>
      <ul>
        {cities.map((c) => (
          <li key={c.id}>
            <strong>{name(c.id)}</strong>
            {colon}
            {t('board.list.spaces', {
              list: c.spaces
                .map((s) =>
                  s.icons.length === 2
                    ? t('board.list.mixed', { a: t(`board.icons.${s.icons[0]}`), b: t(`board.icons.${s.icons[1]}`) })
                    : t(`board.icons.${s.icons[0]}`),
                )
                .join(sep),
            })}
            <Mark status={c.provenance.status} />
          </li>
        ))}
      </ul>
      <h4>{t('board.list.merchants')}</h4>
      <ul>
        {merchants.map((m) => (
          <li key={m.id}>
            <strong>{name(m.id)}</strong>
            {colon}
            {t('board.list.linkIcons', { count: m.linkIcons })}
            {sep}
            {m.linkOnly ? t('board.list.linkOnly') : t('board.list.tileSlot')}
            <Mark status={m.provenance.status} />
          </li>
        ))}
      </ul>
      <h4>{t('board.list.lines')}</h4>
      <ul>
        {board.lines.map((l) => (
          <li key={l.id}>
            {t('board.list.line', { a: name(l.a), b: name(l.b) })}
            {colon}
            {l.bonus ? rewardText(t, l.bonus) : t('board.list.noBonus')}
            <Mark status={l.provenance.status} />
          </li>
        ))}
      </ul>
      <h4>{t('board.list.fields')}</h4>
      <ul>
        {board.oilFields.map((f) => (
          <li key={f.id}>
            {name(f.id)}
            <Mark status={f.provenance.status} />
          </li>
        ))}
      </ul>
      <h4>{t('board.list.routes')}</h4>
      <ul>
        {board.pipelineRoutes.map((r) => (
          <li key={r.id}>
            {t('board.list.route', { field: name(r.field), location: name(r.location), count: r.barrels })}
            <Mark status={r.provenance.status} />
          </li>
        ))}
      </ul>
      <h4>{t('board.list.markets')}</h4>
      <ul>
        {board.markets.map((m) => (
          <li key={m.id}>
            {t('board.list.market', {
              name: name(m.id),
              price: m.price,
              stocks: m.stock
                .map((s) =>
                  s.vpPerSlot > 0
                    ? t('board.list.stockVp', { good: t(`board.goods.${s.resource}`), count: s.slots, vp: s.vpPerSlot })
                    : t('board.list.stock', { good: t(`board.goods.${s.resource}`), count: s.slots }),
                )
                .join(sep),
            })}
            <Mark status={weakest(m.provenance, ...m.stock.map((s) => s.provenance))} />
          </li>
        ))}
      </ul>
      <h4>{t('board.list.others')}</h4>
      <ul>
        <li>
          {t('board.list.vanderbilt', board.vanderbilt.price)}
          <Mark status={board.vanderbilt.provenance.status} />
        </li>
        <li>
          {t('board.list.quality', { stars: board.qualitySlots.join(t('board.list.comma')) })}
          <Mark status={weakest(board.qualitySlotsProvenance)} />
        </li>
      </ul>
    </details>
  );
}
