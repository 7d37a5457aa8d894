import type { TFunction } from 'i18next';

/**
 * The words of a question's "none" option (no second link, no second tile, no more sellers…): one text per question
 * kind, "None" for the others, shared by the Pittsburgh and Lancashire composers.
 */
export const noneLabel = (t: TFunction, kind: string): string => t(`play.none.${kind}`, { defaultValue: t('play.none.other') });
