/**
 * A lesson in projector mode: the lesson's own board and result panel inside the projector stage.
 * Next/Back press the lesson's own buttons: the demonstration picks (content/presenter.json) one
 * at a time, Confirm, Continue; Back undoes. The engine judges every pick as usual.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAreas } from '../../i18n/areas';
import { useLesson } from '../../store/LessonStoreContext';
import { presenterStep } from '../projector/presenterData';
import { ProjectorStage } from '../projector/ProjectorStage';
import { lessonMove, type Direction } from '../projector/stepping';
import { useProjector } from '../projector/useProjector';

export function LessonProjector(props: { title: string; board: ReactNode; side: ReactNode }) {
  const { on } = useProjector();
  return on ? <LessonStage {...props} /> : null;
}

function LessonStage({ title, board, side }: { title: string; board: ReactNode; side: ReactNode }) {
  const { t } = useTranslation();
  useAreas('lesson', 'presenter');
  const lesson = useLesson((s) => s.lesson);
  const run = useLesson((s) => s.run);
  const ops = useLesson((s) => s);
  if (!run) return null;
  const step = lesson.steps[run.stepIndex];
  if (!step) return null;
  const key = `lesson.${lesson.id}.steps.${step.id}`;
  let text: string;
  switch (run.phase) {
    case 'pick':
      text = t(`${key}.goal`);
      break;
    case 'preview':
      text = t(`${key}.explain`);
      break;
    case 'refused':
      text = run.expected
        ? t(`${key}.success`)
        : t('lesson.ui.refusedWhy', { label: t('lesson.ui.refused'), reason: t(`reasons.${run.refusal?.code ?? 'internal-error'}`) });
      break;
    case 'off-goal':
      text = t('lesson.ui.offGoal');
      break;
    default:
      text = t(`${key}.success`);
  }
  const onStep = (dir: Direction) => {
    const move = lessonMove(
      {
        phase: run.phase,
        picks: run.picks,
        historyLength: run.history.length,
        ...(run.expected !== undefined ? { expected: run.expected } : {}),
      },
      presenterStep(lesson.id, step.id)?.demo ?? [],
      dir,
      run.stepIndex === lesson.steps.length - 1,
    );
    if (!move) return;
    if (move.op === 'pick') ops.pick(move.target);
    else ops[move.op]();
  };
  return (
    <ProjectorStage
      title={title}
      caption={t('projector.lessonCaption', { n: run.stepIndex + 1, total: lesson.steps.length, text })}
      showing={{ page: 'lesson', id: lesson.id, stepIndex: run.stepIndex, phase: run.phase }}
      onStep={onStep}
      side={side}
    >
      {board}
    </ProjectorStage>
  );
}
