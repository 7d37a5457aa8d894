import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import glossaryData from '../../../content/glossary.json';
import type { SpaceIcon } from '../../engine/rulesets/pittsburgh/data/types';
import { useAreas } from '../../i18n/areas';
import { CashIcon, CubeIcon, DevelopIcon, IncomeIcon, IndustryIcon, LinkIcon, StarIcon, VpIcon, WhiskeyIcon } from '../icons';

/** One glossary term: its icon from the one icon set (or none) and, per language, the variants the text must avoid. */
export interface GlossaryTerm {
  id: string;
  icon: string | null;
  avoid: { en: string[]; zh: string[] };
}

export const glossaryTerms: GlossaryTerm[] = glossaryData.terms;

const INDUSTRY_ICONS: readonly string[] = ['coal', 'ironSteel', 'kerosene', 'manufacturing', 'automobile', 'skyscraper'];

/** The icon of a term, decorative (the term is written next to it). */
export function TermIcon({ icon }: { icon: string | null }): ReactNode {
  if (icon === null) return null;
  if (INDUSTRY_ICONS.includes(icon)) return <IndustryIcon kind={icon as SpaceIcon} size="1.6em" />;
  const simple: Record<string, ReactNode> = {
    link: <LinkIcon size="1.6em" />,
    oil: <CubeIcon good="oil" size="1.6em" />,
    vp: <VpIcon size="1.6em" />,
    cash: <CashIcon size="1.6em" />,
    star: <StarIcon size="1.6em" />,
    whiskey: <WhiskeyIcon size="1.6em" />,
    income: <IncomeIcon size="1.6em" />,
    develop: <DevelopIcon size="1.6em" />,
  };
  return simple[icon] ?? null;
}

/** Every term in both languages at once, whatever the reader's language: icon, English, Chinese, a one-line meaning in each. */
export function GlossaryPage() {
  const { t, i18n } = useTranslation();
  useAreas('glossary');
  const en = i18n.getFixedT('en');
  const zh = i18n.getFixedT('zh');
  return (
    <article className="page glossary-page">
      <h1>{t('glossary.heading')}</h1>
      <p className="lead">{t('glossary.intro')}</p>
      <ul className="glossary-list">
        {glossaryTerms.map((g) => (
          <li key={g.id} data-term={g.id}>
            <span className="glossary-icon">
              <TermIcon icon={g.icon} />
            </span>
            <div>
              <p lang="en">
                <strong>{en(`glossary.terms.${g.id}.term`)}</strong> — {en(`glossary.terms.${g.id}.meaning`)}
              </p>
              <p lang="zh-CN">
                <strong>{zh(`glossary.terms.${g.id}.term`)}</strong>：{zh(`glossary.terms.${g.id}.meaning`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
