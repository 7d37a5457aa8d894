/** Lancashire's own parts of the shared sandbox (ui/sandbox): its names, effects in words, refusals with their rule section, the board. */
import { useTranslation } from '../../../i18n/useTranslation';
import { useStore } from 'zustand';
import type { TFunction } from 'i18next';
import {
  actingColour,
  lancashireReasons,
  lancashireResult,
  type LAction,
  type LEffect,
  type LState,
} from '../../../engine/rulesets/lancashire/index.ts';
import type { LHint } from '../../../engine/rulesets/lancashire/hints.ts';
import { shownState } from '../../../store/sandbox/sandboxStore';
import { langOf, type Lang } from '../../board/text';
import { LancashireBoard } from '../../lancashire/LancashireBoard';
import { LEffectList } from '../../lancashire/LEffectList';
import { linkName } from '../../lancashire/names';
import { useSandboxStore, type SandboxParts, type SandboxWords } from '../../sandbox/SandboxContext';
import { actionLabel, cardName } from './labels';

/** A refusal's rule in words: the reason and the rule section it comes from. */
export function LRuleText({ refusal }: { refusal: { code: string } }) {
  const { t } = useTranslation();
  const section = lancashireReasons[refusal.code as keyof typeof lancashireReasons]?.section;
  return (
    <>
      <p>{t(`lancashire.reasons.${refusal.code}`)}</p>
      {section ? <p className="course-cite">{t('lplay.composer.section', { section: t(`lancashire.sections.${section}`) })}</p> : null}
    </>
  );
}

function hintText(t: TFunction, lang: Lang, h: LHint | null): string {
  if (h === null) return t('lplay.hint.none');
  switch (h.kind) {
    case 'cash':
      return t('lplay.hint.cash', { n: h.amount });
    case 'develop':
      return t('lplay.hint.develop', { tile: t(`lboard.kinds.${h.tile}`) });
    case 'link':
      return t('lplay.hint.link', { link: linkName(h.link, lang) });
    case 'card':
      return t('lplay.hint.card', { card: cardName(t, h.card, lang) });
  }
}

function useWords(): SandboxWords {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const g = (s: unknown) => s as LState;
  const when = (s: unknown) => t('lplay.status.when', { period: t(`lancashire.periods.${g(s).period}`), round: g(s).round });
  return {
    owner: (c) => t(`lboard.owners.${c}.name`),
    acting: (s) => actingColour(g(s)),
    when,
    caption: (s, who) => t('lplay.projector.caption', { when: when(s), who }),
    entry: (e, i) =>
      t('lplay.log.entry', {
        n: i + 1,
        who: t(`lboard.owners.${e.colour}.name`),
        bot: e.bot ? t('lplay.log.bot') : '',
        action: actionLabel(t, lang, e.action as LAction),
        period: t(`lancashire.periods.${g(e.before).period}`),
        round: g(e.before).round,
      }),
    actionsLeft: (s) => g(s).actionsLeft,
    scores: (s) =>
      g(s).order.flatMap((c) => {
        const p = g(s).players.find((x) => x.colour === c);
        return p ? [{ colour: c, cash: `£${p.cash}`, vp: p.vp }] : [];
      }),
    result: (s) => {
      const r = lancashireResult(g(s));
      return r && { ...r, ranking: r.ranking.map((x) => ({ ...x, by: {} })) };
    },
    hint: (h) => hintText(t, lang, h as LHint | null),
    hintOnBoard: () => false,
    undoWhy: t('lplay.status.undoWhy'),
    tieBreak: (k) => k,
  };
}

/** The board of the moment shown, without pick targets (the projector's). */
function ShownBoard() {
  const { t } = useTranslation();
  const state = useStore(useSandboxStore(), shownState) as LState;
  return <LancashireBoard state={state} title={t('lplay.board')} />;
}

export const lancashireParts: SandboxParts = {
  useWords,
  Effects: ({ entry }) => <LEffectList effects={entry.effects as LEffect[]} />,
  Refusal: ({ refusal }) => <LRuleText refusal={refusal} />,
  ProjectorBoard: ShownBoard,
};
