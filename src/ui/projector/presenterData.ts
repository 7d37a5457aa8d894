/** The presenter's data per lesson step (content/presenter.json): the demonstration picks a clicker steps through. Texts are i18n keys. */
import data from '../../../content/presenter.json';

export interface PresenterStep {
  /** Targets picked one per "next" press, in order (the lesson's intended solution). */
  demo: string[];
}

const lessons: Record<string, Record<string, PresenterStep>> = data.lessons;

export function presenterStep(lessonId: string, stepId: string): PresenterStep | undefined {
  return lessons[lessonId]?.[stepId];
}

/** i18n keys of a step's question for the class and its answer. */
export const noteKeys = (lessonId: string, stepId: string) => ({
  question: `presenterNotes.${lessonId}.${stepId}.question`,
  answer: `presenterNotes.${lessonId}.${stepId}.answer`,
});
