/** Pittsburgh's own parts of the shared sandbox (ui/sandbox): its names, effects in words, refusals with their FAQ entry, the board. */
import { useTranslation } from '../../i18n/useTranslation';
import { actingColour, TIE_BREAKS, type Action, type Effect, type GameState } from '../../engine/rulesets/pittsburgh';
import type { Hint } from '../../engine/rulesets/pittsburgh/hints';
import type { Refusal } from '../../engine/rulesets/pittsburgh/reasons';
import { EffectList } from '../lesson/EffectList';
import { RefusalText } from '../Refusal';
import type { SandboxParts, SandboxWords } from '../sandbox/SandboxContext';
import { money } from '../format';
import { hintText } from './Hint';
import { logSentence } from './logSentence';
import { PlayBoard } from './PlayBoard';
import { usePlayNamer } from './usePlayNamer';

function useWords(): SandboxWords {
  const { t } = useTranslation();
  const n = usePlayNamer();
  const g = (s: unknown) => s as GameState;
  return {
    owner: (c) => n.owner(c),
    acting: (s) => actingColour(g(s)),
    when: (s) => t('play.status.era', { era: g(s).era, round: g(s).round }),
    caption: (s, who) => t('projector.playCaption', { round: g(s).round, era: g(s).era, who }),
    entry: (e, i) => logSentence(t, n, { colour: e.colour, action: e.action as Action, before: g(e.before) }, i),
    actionsLeft: (s) => g(s).actionsLeft,
    scores: (s) =>
      g(s).turnOrder.flatMap((c) => {
        const p = g(s).players.find((x) => x.colour === c);
        return p ? [{ colour: c, cash: money(p.cash), vp: p.vp }] : [];
      }),
    result: (s) => {
      const over = g(s).gameOver;
      if (!over) return undefined;
      const ranking = over.ranking.map((r) => ({
        colour: r.colour,
        vp: r.vp,
        by: { incomeSpace: String(r.incomeSpace), cash: money(r.cash) },
      }));
      return { ranking, winners: over.winners, tieBreaks: TIE_BREAKS };
    },
    hint: (h) => hintText(t, n, h as Hint | null),
    hintOnBoard: (h) => (h as Hint | null)?.kind === 'train' || (h as Hint | null)?.kind === 'tile',
    undoWhy: t('play.status.undoWhy'),
    tieBreak: (k) => t(k === 'cash' ? 'play.stats.cash' : 'play.result.incomeSpace'),
  };
}

export const pittsburghParts: SandboxParts = {
  useWords,
  Effects: ({ entry, holder }) => <EffectList effects={entry.effects as Effect[]} learner={holder} state={entry.before as GameState} />,
  Refusal: ({ refusal, action }) => <RefusalText refusal={refusal as Refusal} action={action} />,
  ProjectorBoard: PlayBoard,
};
