/**
 * The position editor (/editor): start from an empty board, a course position or a position in
 * the address (`#p=…`: the sandbox's "edit this moment", a share link), change it on the drawn board
 * and in forms, see every problem the engine's `validate` finds, undo/redo, then open it in the
 * sandbox, share it or save it as a file. Loaded lazily (engine, board).
 */
import { useEffect, useLayoutEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { toScenario, validate } from '../../engine/rulesets/pittsburgh';
import type { ScenarioSetup } from '../../engine/rulesets/pittsburgh';
import { useAreas } from '../../i18n/areas';
import { createEditorStore, emptySetup } from '../../store/editorStore';
import { faq } from '../content';
import { faqLinks } from '../faq/links';
import { lessonList } from '../lesson/lessonData';
import { ImportPanel } from '../play/share/ImportPanel';
import { OpenInSandbox } from '../play/share/OpenInSandbox';
import { AddToSequence } from '../sequences/AddToSequence';
import { ProblemBox } from '../play/share/ProblemBox';
import { SharePanel } from '../play/share/SharePanel';
import { useDecodedLink, useLinkData } from '../play/share/SharedPosition';
import { BoardStateForm } from './BoardStateForm';
import { EditorProvider, useEditor, useEditorStore } from './context';
import { EditorBoard } from './EditorBoard';
import { PlayersForm } from './PlayersForm';
import { Problems } from './Problems';
import '../play/share/share.css';
import './editor.css';

const scenarioFiles = import.meta.glob<unknown>('../../../content/scenarios/*.json', { eager: true, import: 'default' });

/** A course scenario written out whole (every default filled in), so every field can be edited. */
function fullSetup(raw: unknown): ScenarioSetup | null {
  const v = validate(raw);
  const out = v.ok ? toScenario(v.state) : null;
  return out?.ok ? out.setup : null;
}

/** FAQ entries with a live position, in the FAQ's order: each a start, named by its question. */
const faqWithPosition = faq.map((f) => f.id).filter((id) => faqLinks(id).position !== undefined);

function StartFrom() {
  const { t } = useTranslation();
  const id = useId();
  const store = useEditorStore();
  const [choice, setChoice] = useState('empty-2');
  const load = () => {
    const [kind, ...rest] = choice.split(':');
    const name = rest.join(':');
    const lesson = kind === 'lesson' ? lessonList.find((x) => x.id === name) : undefined;
    const scenario = kind === 'faq' ? faqLinks(name).position?.scenario : undefined;
    const setup = kind?.startsWith('empty-')
      ? emptySetup(Number(kind.slice(6)))
      : kind === 'lesson'
        ? lesson
          ? fullSetup(lesson.setup)
          : null
        : scenario
          ? fullSetup(scenarioFiles[`../../../content/scenarios/${scenario}.json`])
          : null;
    if (setup) store.getState().load(setup);
  };
  return (
    <div className="ed-row ed-start">
      <label htmlFor={`${id}-start`}>{t('editor.page.start')}</label>
      <select id={`${id}-start`} value={choice} onChange={(e) => setChoice(e.target.value)} data-testid="ed-start">
        {[2, 3, 4].map((k) => (
          <option key={k} value={`empty-${k}`}>
            {t('editor.page.emptyPlayers', { count: k })}
          </option>
        ))}
        {lessonList.map((l) => (
          <option key={l.id} value={`lesson:${l.id}`}>
            {t('editor.page.lesson', { title: t(`lessons.items.${l.id}.title`) })}
          </option>
        ))}
        {faqWithPosition.map((f) => (
          <option key={f} value={`faq:${f}`}>
            {t('editor.page.faq', { name: t(`faq.q.${f}`) })}
          </option>
        ))}
      </select>
      <button type="button" onClick={load} data-testid="ed-load">
        {t('editor.page.load')}
      </button>
    </div>
  );
}

function UndoRedo() {
  const { t } = useTranslation();
  const canUndo = useEditor((s) => s.past.length > 0);
  const canRedo = useEditor((s) => s.future.length > 0);
  const store = useEditorStore();
  // A layout effect: the keys work from the moment the page shows (a passive effect can run after a key press).
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT')) return;
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (e.shiftKey) store.getState().redo();
        else store.getState().undo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [store]);
  return (
    <div className="ed-row">
      <button type="button" onClick={() => store.getState().undo()} disabled={!canUndo} data-testid="ed-undo">
        {t('editor.page.undo')}
      </button>
      <button type="button" onClick={() => store.getState().redo()} disabled={!canRedo} data-testid="ed-redo">
        {t('editor.page.redo')}
      </button>
    </div>
  );
}

function UseIt() {
  const { t } = useTranslation();
  const check = useEditor((s) => s.check);
  const store = useEditorStore();
  return (
    <section className="ed-use" aria-labelledby="ed-use-h">
      <h2 id="ed-use-h">{t('editor.page.actions')}</h2>
      {check.ok ? (
        <>
          <OpenInSandbox state={check.state} label={t('editor.page.openSandbox')} />
          <AddToSequence state={check.state} />
          {/* the checked state written out whole: what is shared reads back exactly as written */}
          <SharePanel state={check.state} />
        </>
      ) : (
        <p className="share-note">{t('editor.page.invalidCannotOpen')}</p>
      )}
      <ImportPanel onOpen={(d) => store.getState().load(fullSetup(d.setup) ?? d.setup)} />
    </section>
  );
}

/** Loads a position arriving in the address once per link; a bad link says what is wrong and loads nothing. */
function FromLink() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const data = useLinkData();
  const decoded = useDecodedLink(data);
  const loaded = useRef<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (data === null || data === loaded.current || !decoded?.ok) return;
    loaded.current = data;
    store.getState().load(fullSetup(decoded.setup) ?? decoded.setup);
  }, [data, decoded, store]);
  if (data === null || !decoded || decoded.ok || dismissed === data) return null;
  return <ProblemBox problem={decoded.problem} title={t('editor.shared.errorTitle')} onDismiss={() => setDismissed(data)} />;
}

export function EditorPage() {
  const { t } = useTranslation();
  const [store] = useState(() => createEditorStore(emptySetup(2)));
  const [selected, setSelected] = useState<string | null>(null);
  useAreas('board', 'lesson', 'play', 'editor');
  return (
    <article className="page editor-page">
      <h1>{t('editor.page.title')}</h1>
      <p className="lead">{t('editor.page.intro')}</p>
      <EditorProvider store={store}>
        <FromLink />
        <StartFrom />
        <UndoRedo />
        <div className="ed-layout">
          <EditorBoard selected={selected} onSelect={setSelected} />
          <Problems onShow={setSelected} />
        </div>
        <PlayersForm />
        <BoardStateForm />
        <UseIt />
      </EditorProvider>
    </article>
  );
}
