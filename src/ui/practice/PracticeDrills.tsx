/**
 * The drills themselves: the weakest rule's drill (or the one the address asks for, ?rule=), on its
 * board, three options as buttons (or, every other drill on a rule a cost turns on, three amounts: CostDrillView); the answer is checked against the drill's (the engine's) and
 * the rule, its FAQ entry and page are shown; each answer moves the rule's strength; then the next
 * weakest rule. Generating a drill asks the engine many questions: it runs after the page paints.
 */
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useStore } from 'zustand';
import { board2, board34 } from '../../engine/rulesets/pittsburgh/data';
import { useAreas } from '../../i18n/areas';
import { useTranslation } from '../../i18n/useTranslation';
import { strengthAt, weakestFirst, type RuleMemoryStore } from '../../store/ruleMemory';
import { practiceDrillFor, type PracticeDrill } from '../../tutorial/costDrills';
import { DRILL_TOPICS, type Drill } from '../../tutorial/drills';
import { BoardMap } from '../board/BoardMap';
import { langOf } from '../board/text';
import { namer } from '../lesson/names';
import { boardTarget, optionLabel } from '../play/options';
import { RefusalText } from '../Refusal';
import { CostDrillView } from './CostDrillView';
import { DrillChoices, DrillFeedback } from './DrillParts';

const TOPICS = DRILL_TOPICS.map((x) => x.faq);

/** The rule the address asks for (?rule=<faq id>), when it is one of the drillable rules. */
function askedRule(search: string): string | null {
  const r = new URLSearchParams(search).get('rule');
  return r && TOPICS.includes(r) ? r : null;
}

function DrillView({ drill, onAnswered, onNext }: { drill: Drill; onAnswered: (right: boolean) => void; onNext: () => void }) {
  const { t, i18n } = useTranslation();
  const n = namer(t, langOf(i18n.language), drill.mover);
  const [chosen, setChosen] = useState<string | null>(null);
  const label = (kind: Drill['question']['kind'], key: string, o: Drill['options'][number]) => optionLabel(t, n, kind, key, o, drill.state);
  const steps = drill.steps.map((s) => label(s.kind, s.key, s.option)).join(' · ');
  const targets = drill.options.map((o) => boardTarget(drill.question.kind, o)).filter((x): x is string => x !== null);
  const board = drill.state.board === 'two' ? board2 : board34;
  const right = chosen === drill.answer;
  const answer = drill.options.find((o) => o.id === drill.answer);
  const refusedShown = drill.options.filter((o) => !o.legal && o.refusal);
  const source = drill.source.startsWith('deal:')
    ? t('practice.drill.from.deal', { seed: drill.source.split(':')[2] })
    : t('practice.drill.from.scenario');
  return (
    <section className="practice-drill" aria-labelledby="practice-drill-q" data-testid="drill" data-faq={drill.faq} data-kind={drill.kind}>
      <p className="practice-rule">
        <strong>{t('practice.drill.rule', { q: t(`faq.q.${drill.faq}`) })}</strong>
      </p>
      <p>
        {source} {t('practice.drill.who', { who: n.owner(drill.mover) })} {t('practice.drill.steps', { steps })}{' '}
        {t('practice.drill.question', {
          question: t(`practice.drill.kinds.${drill.question.kind}`, { defaultValue: t('practice.drill.kinds.other') }),
        })}
      </p>
      <div className="board-frame practice-board" role="region" aria-label={t('practice.drill.board')} tabIndex={0}>
        <BoardMap board={board} state={drill.state} highlight={targets} />
      </div>
      <p className="board-hint">{t('board.swipeHint')}</p>
      <h2 id="practice-drill-q">{t(`practice.drill.${drill.kind}`)}</h2>
      <DrillChoices
        choices={drill.options.map((o) => ({ id: o.id, label: label(drill.question.kind, drill.question.key, o) }))}
        chosen={chosen}
        answer={drill.answer}
        onChoose={(id) => {
          setChosen(id);
          onAnswered(id === drill.answer);
        }}
      />
      {chosen !== null ? (
        <DrillFeedback right={right} answer={answer ? label(drill.question.kind, drill.question.key, answer) : null} onNext={onNext}>
          {refusedShown.map((o) => (
            <div key={o.id}>
              <p>{t('practice.drill.refusedOne', { option: label(drill.question.kind, drill.question.key, o) })}</p>
              {o.refusal ? <RefusalText refusal={o.refusal} action={drill.action} /> : null}
            </div>
          ))}
        </DrillFeedback>
      ) : null}
    </section>
  );
}

function RulesTable({ memory }: { memory: RuleMemoryStore }) {
  const { t } = useTranslation();
  const rules = useStore(memory, (s) => s.rules);
  // the time the rules were last changed (or the page opened): strengths are shown as of then
  const [opened] = useState(() => Date.now());
  const now = Math.max(opened, ...Object.values(rules).map((r) => r.at));
  const order = weakestFirst(TOPICS, { rules }, now);
  return (
    <section className="practice-rules" aria-labelledby="practice-rules-title">
      <h2 id="practice-rules-title">{t('practice.rules.title')}</h2>
      <div className="practice-rules-wrap">
        <table data-testid="practice-rules">
          <caption>{t('practice.rules.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('practice.rules.rule')}</th>
              <th scope="col">{t('practice.rules.strength')}</th>
              <th scope="col">{t('practice.rules.refused')}</th>
              <th scope="col">{t('practice.rules.answers')}</th>
            </tr>
          </thead>
          <tbody>
            {order.map((faq) => {
              const r = rules[faq];
              return (
                <tr key={faq} data-faq={faq}>
                  <th scope="row">{t(`faq.q.${faq}`)}</th>
                  <td>{t('practice.rules.pct', { pct: Math.round(strengthAt(r, now) * 100) })}</td>
                  <td>{(r?.refused ?? 0) + (r?.flagged ?? 0)}</td>
                  <td>
                    {r?.right ?? 0} / {r?.wrong ?? 0}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function PracticeDrills({ memory }: { memory: RuleMemoryStore }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'play', 'practice');
  const search = useSearch();
  const weakest = () => weakestFirst(TOPICS, memory.getState(), Date.now())[0] ?? TOPICS[0] ?? '';
  // the rule of this round: the one the address asks for first, then always the weakest
  const [turn, setTurn] = useState(() => ({ round: 0, rule: askedRule(search) ?? weakest() }));
  const [made, setMade] = useState<{ round: number; drill: PracticeDrill | null } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const r = memory.getState().rules[turn.rule];
      setMade({ round: turn.round, drill: practiceDrillFor(turn.rule, (r?.right ?? 0) + (r?.wrong ?? 0) + turn.round) });
    }, 0);
    return () => clearTimeout(timer);
  }, [turn, memory]);
  const drill = made?.round === turn.round ? made.drill : undefined;
  const round = turn.round;
  return (
    <>
      {drill === undefined ? (
        <p className="loading" role="status" aria-live="polite">
          {t('practice.drill.preparing')}
        </p>
      ) : drill === null ? (
        <p role="status">{t('practice.drill.none')}</p>
      ) : drill.kind === 'cost' ? (
        <CostDrillView
          key={`${drill.id}#${round}`}
          drill={drill}
          onAnswered={(right) => memory.getState().answered(drill.faq, right)}
          onNext={() => setTurn((x) => ({ round: x.round + 1, rule: weakest() }))}
        />
      ) : (
        <DrillView
          key={`${drill.id}#${round}`}
          drill={drill}
          onAnswered={(right) => memory.getState().answered(drill.faq, right)}
          onNext={() => setTurn((x) => ({ round: x.round + 1, rule: weakest() }))}
        />
      )}
      <RulesTable memory={memory} />
    </>
  );
}
