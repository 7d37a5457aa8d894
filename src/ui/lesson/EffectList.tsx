/**
 * The engine's effects in plain words and icons, in the reader's language. A reward and the
 * cash / income / whiskey it brings are said once ("Orange receives $10 (cash pipeline)"); a score
 * and its VP likewise. Unknown kinds fall back to a generic line.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { incomeTrack } from '../../engine/rulesets/pittsburgh/data';
import type { Effect } from '../../engine/rulesets/pittsburgh/effects';
import { level } from '../../engine/brass/income';
import { langOf } from '../board/text';
import { namer, type Namer } from './names';
import { useAreas } from '../../i18n/areas';
import { signed } from '../format';

type Icon =
  'card' | 'cash-out' | 'cash-in' | 'income' | 'vp' | 'whiskey' | 'cube' | 'mat' | 'build' | 'link' | 'oil' | 'flip' | 'flow' | 'remove';

const GLYPH: Record<Icon, string> = {
  card: '▭',
  'cash-out': '−$',
  'cash-in': '+$',
  income: '↕',
  vp: '★',
  whiskey: 'W',
  cube: '■',
  mat: '⬒',
  build: '▣',
  link: '═',
  oil: '●',
  flip: '⟲',
  flow: '»',
  remove: '✕',
};

export interface Line {
  icon: Icon;
  text: string;
  good?: string;
}

const lvl = (space: number) => signed(level(incomeTrack, space));

function why(t: TFunction, n: Namer, reason: string): string {
  const [kind = '', rest = ''] = reason.split(/:(.*)/s);
  const x =
    kind === 'line' || kind === 'pipeline-route'
      ? n.route(rest)
      : kind === 'oil-field' || kind === 'merchant'
        ? n.place(rest)
        : kind === 'pipeline'
          ? rest
          : kind === 'flip'
            ? n.tile(rest)
            : reason;
  const key = ['line', 'oil-field', 'pipeline', 'merchant', 'flip'].includes(kind) ? kind : 'other';
  return t(`lesson.effects.rewardWhy.${key}`, { x });
}

/** Sentences for a list of effects (exported for tests). */
export function effectLines(
  t: TFunction,
  n: Namer,
  effects: readonly Effect[],
  learner: string,
  state?: { links: { route: string; owner: string }[] },
): Line[] {
  const out: Line[] = [];
  const skip = new Set<number>();
  effects.forEach((e, i) => {
    if (skip.has(i)) return;
    const me = 'player' in e && e.player === learner;
    switch (e.kind) {
      case 'discard':
        out.push({
          icon: 'card',
          text: t(e.wild ? 'lesson.effects.discardWild' : 'lesson.effects.discard', { who: n.who(e.player), card: n.card(e.card) }),
        });
        return;
      case 'cash': {
        const key = e.delta < 0 ? (me ? 'pay' : 'payOther') : me ? 'gain' : 'gainOther';
        out.push({
          icon: e.delta < 0 ? 'cash-out' : 'cash-in',
          text: t(`lesson.effects.${key}`, { who: n.who(e.player), n: Math.abs(e.delta), why: t(`lesson.effects.cashWhy.${e.reason}`) }),
        });
        return;
      }
      case 'income':
        out.push({
          icon: 'income',
          text: t(me ? 'lesson.effects.income' : 'lesson.effects.incomeOther', {
            who: n.who(e.player),
            from: e.from,
            to: e.to,
            lf: lvl(e.from),
            lt: lvl(e.to),
          }),
        });
        return;
      case 'vp':
        out.push({ icon: 'vp', text: t('lesson.effects.vp', { who: n.who(e.player), n: signed(e.delta).replace(/^(\d)/, '+$1') }) });
        return;
      case 'whiskey':
        out.push({
          icon: 'whiskey',
          text: t(e.lost > 0 ? 'lesson.effects.whiskeyLost' : 'lesson.effects.whiskey', {
            who: n.who(e.player),
            n: signed(e.delta).replace(/^(\d)/, '+$1'),
            lost: e.lost,
          }),
        });
        return;
      case 'cube': {
        const price = e.price > 0 ? t('lesson.effects.priced', { n: e.price }) : t('lesson.effects.free');
        const path = e.path.map((p) => n.place(p)).join(' → ');
        if (e.good === 'oil' && e.source.kind === 'oilField') {
          out.push({ icon: 'cube', good: 'oil', text: t('lesson.effects.cubeOil', { field: n.place(e.source.field), path, price }) });
          return;
        }
        const s = e.source;
        const src =
          s.kind === 'industry'
            ? (() => {
                const owner = s.owner === learner ? t('lesson.effects.yours') : t('lesson.effects.theirs', { owner: n.owner(s.owner) });
                const placed = (state as { industries?: { space: string; place: string }[] } | undefined)?.industries?.find(
                  (x) => x.space === s.space,
                );
                return t('lesson.effects.srcIndustry', { owner, tile: placed ? n.tile(placed.place) : '', city: n.city(s.space) }).replace(
                  /\s+/g,
                  ' ',
                );
              })()
            : s.kind === 'market'
              ? n.place(s.market)
              : s.kind === 'heavyRail'
                ? t('lesson.effects.srcHeavyRail', { line: n.route(s.line) })
                : s.kind === 'vanderbilt'
                  ? t('lesson.effects.srcVanderbilt')
                  : s.field;
        const good = t(`board.goods.${e.good}`);
        out.push({
          icon: 'cube',
          good: e.good,
          text: t(e.path.length > 1 ? 'lesson.effects.cubeRail' : 'lesson.effects.cubeHere', { good, src, path, price }),
        });
        return;
      }
      case 'mat-take':
        out.push({
          icon: 'mat',
          text: t('lesson.effects.matTake', { tile: n.tile(e.place), why: t(`lesson.effects.matWhy.${e.reason}`) }),
        });
        return;
      case 'unlock':
        out.push({ icon: 'mat', text: t('lesson.effects.unlock', { link: t(`board.links.${e.link.kind}`) }) });
        return;
      case 'industry-built':
        out.push({
          icon: 'build',
          text: t(e.flipped ? 'lesson.effects.builtFlipped' : 'lesson.effects.built', {
            who: n.who(e.player),
            tile: n.tile(e.place),
            city: n.city(e.space),
            n: n.spaceNo(e.space),
          }),
        });
        return;
      case 'market-sale':
        out.push({
          icon: 'cash-in',
          text: t(e.vp > 0 ? 'lesson.effects.marketSaleVp' : 'lesson.effects.marketSale', {
            count: e.count,
            good: t(`board.goods.${e.good}`),
            market: n.place(e.market),
            cash: e.cash,
            vp: e.vp,
          }),
        });
        return;
      case 'link-built':
        out.push({
          icon: 'link',
          text: t('lesson.effects.linkBuilt', { who: n.who(e.player), link: t(`board.links.${e.link}`), route: n.route(e.route) }),
        });
        return;
      case 'reward': {
        // the realisation that follows (cash / income / whiskey / vp) is said in the same line
        const nx = effects[i + 1];
        if (nx && 'player' in nx && nx.player === e.player && ['cash', 'income', 'whiskey', 'vp'].includes(nx.kind)) skip.add(i + 1);
        let reason = e.reason;
        if (reason.startsWith('pipeline:')) {
          const owner = state?.links.find((l) => l.route === reason.slice(9))?.owner;
          reason = `pipeline:${owner ? n.owner(owner) : n.route(reason.slice(9))}`;
        }
        const text = t(me ? 'lesson.effects.reward' : 'lesson.effects.rewardOther', {
          who: n.who(e.player),
          reward: n.reward(e.reward),
          why: why(t, n, reason),
        });
        const income =
          nx?.kind === 'income' && skip.has(i + 1)
            ? ` — ${t('lesson.effects.income', { from: nx.from, to: nx.to, lf: lvl(nx.from), lt: lvl(nx.to) })}`
            : '';
        const icon: Icon =
          e.reward.kind === 'cash'
            ? 'cash-in'
            : e.reward.kind === 'income'
              ? 'income'
              : e.reward.kind === 'vp'
                ? 'vp'
                : e.reward.kind === 'whiskey'
                  ? 'whiskey'
                  : 'mat';
        out.push({ icon, text: text + income });
        return;
      }
      case 'oil':
        out.push({
          icon: 'oil',
          text: t('lesson.effects.oil', { n: e.delta, field: n.place(e.field), why: t(`lesson.effects.oilWhy.${e.reason}`) }),
        });
        return;
      case 'reveal':
        out.push({ icon: 'oil', text: t('lesson.effects.reveal', { field: n.place(e.field) }) });
        return;
      case 'oil-pending':
        out.push({ icon: 'oil', text: t('lesson.effects.oilPending', { n: e.delta, field: n.place(e.field) }) });
        return;
      case 'sale':
        out.push({
          icon: 'cash-in',
          text: t('lesson.effects.sale', { tile: n.tile(e.place), city: n.city(e.space), merchant: n.place(e.merchant), oil: e.oil }),
        });
        return;
      case 'merchant-bonus':
        return; // said by the reward lines that follow ("merchant bonus at …")
      case 'merchant-flip':
        out.push({ icon: 'flip', text: t('lesson.effects.merchantFlip', { merchant: n.place(e.merchant) }) });
        return;
      case 'flip': {
        const placed = (state as { industries?: { space: string; place: string }[] } | undefined)?.industries?.find(
          (x) => x.space === e.space,
        );
        out.push({
          icon: 'flip',
          text: t('lesson.effects.flip', { tile: placed ? n.tile(placed.place) : '', city: n.city(e.space) }).trim(),
        });
        return;
      }
      case 'loan':
        out.push({ icon: 'cash-in', text: t('lesson.effects.loan', { n: e.amount }) });
        return;
      case 'turn-end':
        out.push({ icon: 'flow', text: me ? t('lesson.effects.turnEndYou') : t('lesson.effects.turnEnd', { who: n.owner(e.player) }) });
        return;
      case 'round-end':
        out.push({
          icon: 'flow',
          text: t(e.lastOfEra ? 'lesson.effects.roundEndLast' : 'lesson.effects.roundEnd', { round: e.round, era: e.era }),
        });
        return;
      case 'turn-order':
        out.push({ icon: 'flow', text: t('lesson.effects.turnOrder', { order: e.order.map((c) => n.owner(c)).join(', ') }) });
        return;
      case 'era-end':
        out.push({ icon: 'flow', text: t('lesson.effects.eraEnd', { era: e.era }) });
        return;
      case 'link-score': {
        const nx = effects[i + 1];
        if (nx?.kind === 'vp') skip.add(i + 1);
        out.push({
          icon: 'vp',
          text: t('lesson.effects.linkScore', { link: t(`board.links.${e.link}`), route: n.route(e.route), vp: e.vp, icons: e.icons }),
        });
        return;
      }
      case 'industry-score': {
        const nx = effects[i + 1];
        if (nx?.kind === 'vp') skip.add(i + 1);
        out.push({ icon: 'vp', text: t('lesson.effects.industryScore', { tile: n.tile(e.place), city: n.city(e.space), vp: e.vp }) });
        return;
      }
      case 'removed':
        out.push({
          icon: 'remove',
          text:
            e.what === 'lightRail'
              ? t('lesson.effects.removedRail', { route: n.route(e.at) })
              : t('lesson.effects.removedIndustry', { tile: n.tile(e.place ?? ''), city: n.city(e.at) }),
        });
        return;
      case 'oil-added':
        out.push({ icon: 'oil', text: t('lesson.effects.oilAdded', { n: e.delta, field: n.place(e.field) }) });
        return;
      case 'reshuffle':
        out.push({ icon: 'card', text: t('lesson.effects.reshuffle', { count: e.cards }) });
        return;
      case 'draw':
        out.push({ icon: 'card', text: t('lesson.effects.draw', { who: n.owner(e.player), count: e.cards.length, left: e.deckLeft }) });
        return;
      case 'income-paid': {
        const nx = effects[i + 1];
        if (nx?.kind === 'cash' && nx.reason === 'income') skip.add(i + 1);
        out.push({
          icon: e.amount < 0 ? 'cash-out' : 'cash-in',
          text: t(e.amount < 0 ? 'lesson.effects.incomePay' : e.amount === 0 ? 'lesson.effects.incomeNone' : 'lesson.effects.incomePaid', {
            who: n.owner(e.player),
            level: signed(e.level),
            n: Math.abs(e.amount),
          }),
        });
        return;
      }
      case 'bankruptcy':
        out.push({
          icon: 'cash-out',
          text: t('lesson.effects.bankruptcy', {
            who: n.owner(e.player),
            owed: e.owed,
            paid: e.paid,
            vp: e.vpLost,
            whiskey: e.whiskeyReturned,
          }),
        });
        return;
      case 'game-over':
        out.push({
          icon: 'vp',
          text: t(e.result.winners.length > 1 ? 'lesson.effects.gameOverTie' : 'lesson.effects.gameOver', {
            winners: e.result.winners.map((c) => n.owner(c)).join(t('lesson.effects.and')),
          }),
        });
        return;
      case 'decision':
        out.push({ icon: 'flow', text: t(`lesson.effects.decision.${e.event}`, { who: n.owner(e.player) }) });
        return;
      case 'quality-bonus':
        out.push({
          icon: 'vp',
          text: t('lesson.effects.qualityBonus', { who: n.who(e.player), stars: e.stars, whiskey: e.whiskey, required: e.required }),
        });
        return;
      case 'free-develop-unused':
        out.push({ icon: 'mat', text: t('lesson.effects.freeDevelopUnused', { who: n.who(e.player), count: e.count }) });
        return;
      case 'industry-removed':
        out.push({
          icon: 'remove',
          text: t('lesson.effects.industryReplaced', { tile: n.tile(e.place), city: n.city(e.space), owner: n.owner(e.owner), vp: e.vp }),
        });
        return;
      case 'link-returned':
        out.push({
          icon: 'link',
          text: t('lesson.effects.linkReturned', {
            link: t(`board.links.${e.link}`),
            route: n.route(e.route),
            owner: n.owner(e.owner),
            vp: e.vp,
          }),
        });
        return;
      default:
        out.push({ icon: 'flow', text: t('lesson.effects.other', { kind: (e as Effect).kind }) });
    }
  });
  return out;
}

export function EffectList({
  effects,
  learner,
  state,
}: {
  effects: readonly Effect[];
  learner: string;
  state?: { links: { route: string; owner: string }[]; industries: { space: string; place: string }[] };
}) {
  const { t, i18n } = useTranslation();
  useAreas('board', 'lesson');
  const n = namer(t, langOf(i18n.language), learner);
  const lines = effectLines(t, n, effects, learner, state);
  return (
    <ul className="effect-list">
      {lines.map((l, i) => (
        <li key={i} className={`fx fx-${l.icon}`}>
          <span className={`fx-icon${l.good ? ` fx-good-${l.good}` : ''}`} aria-hidden="true">
            {GLYPH[l.icon]}
          </span>
          <span className="fx-text">{l.text}</span>
        </li>
      ))}
    </ul>
  );
}
