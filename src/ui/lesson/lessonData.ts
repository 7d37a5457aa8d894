/** The lesson files of content/lessons joined with their positions from content/scenarios, in the order of content/lessons.json. */
import index from '../../../content/lessons.json';
import type { Lesson, LessonDef } from '../../tutorial/types';

const defs = import.meta.glob<LessonDef>('../../../content/lessons/*.json', { eager: true, import: 'default' });
const scenarios = import.meta.glob<unknown>('../../../content/scenarios/*.json', { eager: true, import: 'default' });

function load(id: string): Lesson | undefined {
  const def = defs[`../../../content/lessons/${id}.json`];
  if (!def) return undefined;
  const setup = scenarios[`../../../content/scenarios/${def.scenario}.json`];
  return setup === undefined ? undefined : { ...def, setup };
}

/** Every interactive lesson, in the course's order. */
export const lessonList: Lesson[] = index.lessons.map((l) => load(l.id)).filter((l): l is Lesson => l !== undefined);

export const lessonById = (id: string): Lesson | undefined => lessonList.find((l) => l.id === id);
