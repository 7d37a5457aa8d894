/**
 * Two legal moves from one position: first "Try A" / "Try B" on one board (TryOnBoard), then both
 * side by side (stacked on a phone) with a comparison table. The engine validates the position
 * and previews both actions; every number shown comes from those two previews. Only this action
 * is resolved: no income phase, no draws.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { RefusalText } from '../Refusal';
import type { TFunction } from 'i18next';
import { linkLeavesAfterEra, playerByColour, preview, validate } from '../../engine/rulesets/pittsburgh';
import { incomeTrack } from '../../engine/rulesets/pittsburgh/data';
import { OpenInSandbox } from '../play/share/OpenInSandbox';
import { AddToSequence } from '../sequences/AddToSequence';
import { level } from '../../engine/brass/income';
import type { GameState, PlayerState } from '../../engine/rulesets/pittsburgh/state';
import { IncomeTrackView } from '../mat/IncomeTrack';
import { EffectList } from '../lesson/EffectList';
import { cubesUsed } from '../lesson/ActionOutcome';
import { ConflictMark, StatusMark } from '../StatusMark';
import type { Choice } from './choiceData';
import { TryOnBoard, type Outcome } from './TryOnBoard';
import { ChoiceProjector } from './ChoiceProjector';
import { ProjectorButton } from '../projector/ProjectorButton';
import { useAreas } from '../../i18n/areas';
import { money, signed } from '../format';

/** What this action put on the board, and whether it stays after the era. */
function afterEra(t: TFunction, before: GameState, after: GameState, colour: string): string {
  const had = new Set(before.links.map((l) => l.route));
  const added = after.links.filter((l) => l.owner === colour && !had.has(l.route));
  if (added.length === 0) return t('choice.ui.nothingBuilt');
  return added
    .map((l) => t(`choice.ui.afterEra.${linkLeavesAfterEra(l.kind, before.era) ? 'leaves' : 'stays'}.${l.kind}`))
    .join(t('choice.ui.listSep'));
}

function Column({ choice, outcome, start, letter }: { choice: Choice; outcome: Outcome; start: GameState; letter: string }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'choice');
  const { option, result } = outcome;
  const label = t(`choice.${choice.id}.options.${option.id}`);
  const headingId = `choice-${choice.id}-${option.id}`;
  const shown = result.ok ? result.next : start;
  const before = playerByColour(start, choice.learner);
  const after = playerByColour(shown, choice.learner);
  return (
    <section className="choice-col" aria-labelledby={headingId} data-option={option.id}>
      <h2 id={headingId} className="choice-col-heading">
        <span className="choice-letter" aria-hidden="true">
          {letter}
        </span>{' '}
        {label}
      </h2>
      {choice.view === 'income' && before ? (
        <div className="choice-income">
          <h3>{t('choice.ui.incomeHeading')}</h3>
          <IncomeTrackView
            from={before.incomeSpace}
            {...(after && after.incomeSpace !== before.incomeSpace ? { to: after.incomeSpace } : {})}
          />
        </div>
      ) : null}
      <div className="choice-result">
        <h3>{t('choice.ui.resultHeading')}</h3>
        {result.ok ? (
          <EffectList effects={result.effects} learner={choice.learner} state={start} />
        ) : (
          <div className="choice-error" role="alert">
            <RefusalText refusal={result.error} />
          </div>
        )}
      </div>
    </section>
  );
}

function Compare({ choice, start, outcomes }: { choice: Choice; start: GameState; outcomes: [Outcome, Outcome] }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'choice');
  const rows: { key: string; cells: string[] }[] = [];
  const before = playerByColour(start, choice.learner);
  const cols = outcomes.map((o) =>
    o.result.ok ? { next: o.result.next, effects: o.result.effects, me: playerByColour(o.result.next, choice.learner) } : undefined,
  );
  const cell = (f: (c: NonNullable<(typeof cols)[number]>, me: PlayerState) => string) => cols.map((c) => (c && c.me ? f(c, c.me) : '—'));
  if (before) {
    const change = (a: number, b: number, fmt: (n: number) => string) =>
      a === b ? t('choice.ui.unchanged', { v: fmt(b) }) : t('choice.ui.change', { from: fmt(a), to: fmt(b) });
    rows.push({ key: 'cash', cells: cell((_, me) => change(before.cash, me.cash, money)) });
    rows.push({
      key: 'income',
      cells: cell((_, me) =>
        change(before.incomeSpace, me.incomeSpace, (s) => t('choice.ui.space', { space: s, level: signed(level(incomeTrack, s)) })),
      ),
    });
    rows.push({ key: 'whiskey', cells: cell((_, me) => change(before.whiskey, me.whiskey, String)) });
  }
  rows.push({ key: 'cubes', cells: cell((c) => cubesUsed(t, c.effects)) });
  rows.push({ key: 'afterEra', cells: cell((c) => afterEra(t, start, c.next, choice.learner)) });
  const [a, b] = outcomes;
  return (
    <div className="choice-compare-wrap">
      <table className="choice-compare">
        <caption>{t('choice.ui.compareCaption')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t(`choice.${choice.id}.options.${a.option.id}`)}</th>
            <th scope="col">{t(`choice.${choice.id}.options.${b.option.id}`)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-row={r.key} className={r.cells[0] === r.cells[1] ? 'is-same' : 'is-different'}>
              <th scope="row">{t(`choice.ui.rows.${r.key}`)}</th>
              {r.cells.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ChoiceView({ choice }: { choice: Choice }) {
  const { t } = useTranslation();
  useAreas('board', 'lesson', 'choice');
  const checked = useMemo(() => validate(choice.setup), [choice]);
  const outcomes = useMemo(
    () =>
      checked.ok
        ? (choice.options.map((option) => ({ option, result: preview(checked.state, option.action) })) as [Outcome, Outcome])
        : undefined,
    [checked, choice],
  );
  if (!checked.ok || !outcomes) {
    return (
      <p className="choice-error" role="alert">
        {t('choice.ui.invalid')}
      </p>
    );
  }
  const start = checked.state;
  return (
    <div className="choice-view">
      <ProjectorButton />
      <ChoiceProjector
        choice={choice}
        start={start}
        outcomes={outcomes}
        compare={<Compare choice={choice} start={start} outcomes={outcomes} />}
      />
      {choice.notes?.map((note) => (
        <aside key={note.key} className="lesson-note" role="note">
          <StatusMark status={note.status} /> {note.conflict ? <ConflictMark /> : null} <strong>{t('choice.ui.noteHeading')}</strong>{' '}
          {t(`choice.${choice.id}.notes.${note.key}`)}
        </aside>
      ))}
      <TryOnBoard choice={choice} start={start} outcomes={outcomes} />
      <h2 className="choice-side-heading">{t('choiceTry.sideHeading')}</h2>
      <div className="choice-columns">
        {outcomes.map((o, i) => (
          <Column key={o.option.id} choice={choice} outcome={o} start={start} letter={i === 0 ? 'A' : 'B'} />
        ))}
      </div>
      <Compare choice={choice} start={start} outcomes={outcomes} />
      <OpenInSandbox state={start} />
      <AddToSequence state={start} />
      {choice.summary ? <p className="choice-summary">{t(`choice.${choice.id}.${choice.summary}`)}</p> : null}
      <p className="choice-scope" role="note">
        {t('choice.ui.scope')}
      </p>
    </div>
  );
}
