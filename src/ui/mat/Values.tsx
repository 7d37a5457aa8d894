/** The small value pictures shared by tile and link cards: cubes, cash, income, rewards. */
import { useTranslation } from '../../i18n/useTranslation';
import type { Good, Reward } from '../../engine/rulesets/pittsburgh/data/types';
import { CashIcon, DevelopIcon, IncomeIcon, VpIcon } from '../icons';
import { CubeGlyph } from './glyphs';
import { useAreas } from '../../i18n/areas';
import { money } from '../format';

/** "n cubes of a kind" as n cube pictures, named for screen readers. */
export function Cubes({ good, count }: { good: Good; count: number }) {
  const { t } = useTranslation();
  useAreas('mat');
  return (
    <span className="mat-cubes" role="img" aria-label={t('mat.cubeCount', { count, cube: t(`mat.cubes.${good}`) })}>
      {Array.from({ length: count }, (_, i) => (
        <CubeGlyph key={i} good={good} />
      ))}
    </span>
  );
}

/** Every cube kind of a record, in a fixed order. */
export function CubeList({ cubes }: { cubes: Partial<Record<Good, number>> }) {
  const order: Good[] = ['coal', 'iron', 'steel', 'coke', 'oil'];
  return (
    <>
      {order
        .filter((g) => (cubes[g] ?? 0) > 0)
        .map((g) => (
          <Cubes key={g} good={g} count={cubes[g] ?? 0} />
        ))}
    </>
  );
}

export function Cash({ amount }: { amount: number }) {
  return (
    <span className="mat-cash">
      <CashIcon className="mat-icon" />
      {money(amount)}
    </span>
  );
}

export function IncomeCost({ levels }: { levels: number }) {
  const { t } = useTranslation();
  useAreas('mat');
  return (
    <span className="mat-income-cost">
      <IncomeIcon className="mat-icon" />
      {t('mat.incomeCost', { count: Math.abs(levels) })}
    </span>
  );
}

const REWARD_ICON = {
  cash: <CashIcon className="mat-icon" />,
  income: <IncomeIcon className="mat-icon" />,
  vp: <VpIcon className="mat-icon" />,
  whiskey: <CubeGlyph good="whiskey" />,
  develop: <DevelopIcon className="mat-icon" />,
};

type T = (key: string, vars?: Record<string, unknown>) => string;

/** A reward as short text: "$25", "+5 income", "3 VP". */
export function rewardText(t: T, reward: Reward): string {
  const vars =
    reward.kind === 'cash' || reward.kind === 'vp'
      ? { amount: reward.amount }
      : { count: reward.kind === 'income' ? reward.spaces : reward.kind === 'whiskey' ? reward.amount : reward.count };
  return t(`mat.reward.${reward.kind}`, vars);
}

/** One reward, as a short label. */
export function RewardView({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  useAreas('mat');
  return (
    <span className={`mat-reward mat-reward-${reward.kind}`}>
      {REWARD_ICON[reward.kind]}
      {rewardText(t, reward)}
    </span>
  );
}
