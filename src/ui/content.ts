/** Typed access to the content data files the shell lists (lessons, choices, components, FAQ ids). */
import lessonsData from '../../content/lessons.json';
import choicesData from '../../content/choices.json';
import componentsData from '../../content/components.json';
import faqTopics from '../engine/data/faq-topics.json';

export interface LessonEntry {
  id: string;
  faq: string[];
}
export interface FaqTopic {
  id: string;
  page: number;
}
export interface ComponentEntry {
  id: string;
  count: number;
  cube?: string;
}

export const lessons: LessonEntry[] = lessonsData.lessons;
export const choices: LessonEntry[] = choicesData.choices;
export const components: ComponentEntry[] = componentsData.components;
export const faq: FaqTopic[] = faqTopics;

export const faqById = (id: string): FaqTopic | undefined => faq.find((f) => f.id === id);
