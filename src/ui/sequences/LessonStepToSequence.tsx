/** "Add to lesson sequence" for a lesson: the position of the step the learner is on, with its step number. */
import { useLesson } from '../../store/LessonStoreContext';
import { AddToSequence } from './AddToSequence';

export function LessonStepToSequence() {
  const state = useLesson((s) => s.run?.state);
  const step = useLesson((s) => s.run?.stepIndex);
  return <AddToSequence state={state} {...(step !== undefined ? { step } : {})} />;
}
