/**
 * The tutor's narration: every bot move since the person's last turn, each in words — who did
 * which action, and why, from the move reasons of the action's own effects (moveReasons).
 */
import { useTranslation } from '../../i18n/useTranslation';
import { moveReasons } from '../../engine/rulesets/pittsburgh/bot/reasons';
import { useAreas } from '../../i18n/areas';
import { usePlay } from '../../store/PlayStoreContext';
import type { LogEntry } from '../../store/playStore';
import { actionEffects } from '../../tutorial/firstGame';
import { ReasonList } from '../coach/CoachPanel';
import { usePlayNamer } from '../play/usePlayNamer';

/**
 * The bot moves before the person's turn (oldest first), with their log numbers: the bot moves since
 * the newest move of a person, or, while that person's turn goes on (an action of it played, its
 * turn not ended), the bot moves before that turn.
 */
export function botMovesSinceLearner(log: readonly LogEntry[]): { entry: LogEntry; i: number }[] {
  const out: { entry: LogEntry; i: number }[] = [];
  let i = log.length - 1;
  while (i >= 0 && log[i] && !log[i]!.bot && !log[i]!.effects.some((e) => e.kind === 'turn-end')) i--;
  for (; i >= 0; i--) {
    const entry = log[i];
    if (!entry || !entry.bot) break;
    out.unshift({ entry, i });
  }
  return out;
}

export function Narration() {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play', 'coach', 'firstgame');
  const n = usePlayNamer();
  const log = usePlay((s) => s.log);
  const holder = usePlay((s) => s.holder) ?? '';
  const moves = botMovesSinceLearner(log);
  return (
    <section className="firstgame-narration" aria-labelledby="firstgame-narration-title">
      <h2 id="firstgame-narration-title">{t('firstgame.narrate.title')}</h2>
      {moves.length === 0 ? <p className="play-help">{t('firstgame.narrate.empty')}</p> : null}
      <ol aria-live="polite">
        {moves.map(({ entry, i }) => {
          const reasons = moveReasons(actionEffects(entry.effects), entry.colour, entry.before);
          return (
            <li key={i} data-colour={entry.colour} data-entry={i}>
              <p className="firstgame-did">
                {t('firstgame.narrate.did', { who: n.owner(entry.colour), action: t(`play.actions.${entry.action.type}`) })}
              </p>
              {reasons.length > 0 ? (
                <>
                  <p className="play-help">{t('firstgame.narrate.why')}</p>
                  <ReasonList reasons={reasons} learner={holder} who={n.owner(entry.colour)} />
                </>
              ) : (
                <p className="play-help">{t('firstgame.narrate.nothing')}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
