/** Every problem the engine's `validate` finds in the edited position, in words, each with a way to show the object. */
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../play/share/problemText';
import { langOf } from '../board/text';
import { useEditor } from './context';

/** The board id an error is about (an industry's space, a link's route), to select and ring it. */
function targetOf(
  path: string,
  setup: ReturnType<typeof useEditor<import('../../engine/rulesets/pittsburgh').ScenarioSetup>>,
): string | null {
  const m = /^(industries|links)\[(\d+)\]/.exec(path);
  if (!m) return null;
  const i = Number(m[2]);
  return m[1] === 'industries' ? (setup.industries?.[i]?.space ?? null) : (setup.links?.[i]?.route ?? null);
}

export function Problems({ onShow }: { onShow: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const check = useEditor((s) => s.check);
  const setup = useEditor((s) => s.setup);
  const colours = setup.players.map((p) => p.colour);
  return (
    <section className="ed-problems" aria-labelledby="ed-problems-h" aria-live="polite" data-testid="ed-problems">
      <h2 id="ed-problems-h">{t('editor.page.problems', { count: check.ok ? 0 : check.errors.length })}</h2>
      {check.ok ? (
        <p className="ed-ok">{t('editor.page.noProblems')}</p>
      ) : (
        <ul>
          {check.errors.map((e, i) => {
            const target = targetOf(e.path, setup);
            return (
              <li key={i} data-path={e.path} data-code={e.code}>
                {errorText(t, e, colours, langOf(i18n.language))}{' '}
                {target ? (
                  <button type="button" onClick={() => onShow(target)}>
                    {t('editor.page.goTo')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
