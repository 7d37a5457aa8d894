/** Typed access to the content data files the shell lists (lessons, choices, components, FAQ ids). */
import lessonsData from '../../content/lessons.json';
import choicesData from '../../content/choices.json';
import componentsData from '../../content/components.json';
import faqTopics from '../engine/rulesets/pittsburgh/data/faq-topics.json';

export interface LessonEntry {
  id: string;
  /** How many steps content/lessons/<id>.json has (checked by tests/ui/lesson-steps.test.ts). */
  steps: number;
  faq: string[];
}
/** A choice in the list: its id and the FAQ entries it shows. */
export type ChoiceEntry = Omit<LessonEntry, 'steps'>;
export interface FaqTopic {
  id: string;
  page: number;
}
export interface ComponentEntry {
  id: string;
  count: number;
  cube?: string;
  /** How sure the tutorial's own use of this component is, when not simply read (the teaching deck). */
  status?: 'inferred' | 'assumed';
  /** True when two public sources disagree about the count. */
  conflict?: boolean;
  /** Key of the note under the entry (components.notes.<note>). */
  note?: string;
  /** Cards per player in the teaching deck (note teachingDeck). */
  perPlayer?: number;
  /** Link tiles per colour the rules data counts (note linkCount). */
  inData?: number;
}

export const lessons: LessonEntry[] = lessonsData.lessons;
export const choices: ChoiceEntry[] = choicesData.choices;
export const components: ComponentEntry[] = componentsData.components as ComponentEntry[];
export const faq: FaqTopic[] = faqTopics;

export const faqById = (id: string): FaqTopic | undefined => faq.find((f) => f.id === id);
