/** "Open in sandbox" for a lesson: the position of the step the learner is on. */
import { useLesson } from '../../../store/LessonStoreContext';
import { OpenInSandbox } from './OpenInSandbox';

export function LessonStepInSandbox() {
  const state = useLesson((s) => s.run?.state);
  return <OpenInSandbox state={state} />;
}
