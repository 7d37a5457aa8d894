/**
 * Lesson sequences (/sequences): the teacher's list of positions with a note each — reorder,
 * remove, preview, project (keyboard / clicker), export and import as one file. The sequence is
 * saved on the device after every change; a saved copy that cannot be read is named, set aside
 * untouched, and the page starts empty (nothing else on the device is touched).
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useStore } from 'zustand';
import { board2, board34 } from '../../engine/rulesets/pittsburgh/data';
import { useAreas } from '../../i18n/areas';
import { MAX_NOTE_CHARS, MAX_SEQUENCE_ITEMS, MAX_TITLE_CHARS } from '../../share/sequence';
import { deviceStorage } from '../../store/storage';
import {
  createSequenceStore,
  EMPTY_SEQUENCE,
  readSavedSequence,
  sequenceOf,
  setAsideSequence,
  writeSavedSequence,
  type SequenceStore,
} from '../../store/sequenceStore';
import { AppLink } from '../AppLink';
import { BoardMap } from '../board/BoardMap';
import { ProjectorButton } from '../projector/ProjectorButton';
import { useProjector } from '../projector/useProjector';
import { AddFromLink } from './AddFromLink';
import { SequenceFiles } from './SequenceFiles';
import { SequenceProblemBox } from './SequenceProblemBox';
import { SequenceProjector } from './SequenceProjector';
import { sourceLabel } from './sourceLabel';
import './sequences.css';

function ItemRow({
  store,
  index,
  at,
  onShow,
}: {
  store: SequenceStore;
  index: number;
  at: number;
  onShow: (i: number, project: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const item = useStore(store, (s) => s.items[index]);
  const count = useStore(store, (s) => s.items.length);
  if (!item) return null;
  const n = index + 1;
  const { setNote, move, remove } = store.getState();
  return (
    <li className={`sequence-item${index === at ? ' is-current' : ''}`} data-testid="sequence-item">
      <h2 className="sequence-item-h">
        {t('sequences.item', { n })} · <span data-testid="sequence-source">{sourceLabel(t, item.source)}</span>
      </h2>
      <label htmlFor={`${id}-note`}>{t('sequences.noteLabel', { n })}</label>
      <textarea
        id={`${id}-note`}
        rows={2}
        maxLength={MAX_NOTE_CHARS}
        value={item.note}
        data-testid="sequence-note"
        onChange={(e) => setNote(index, e.target.value)}
      />
      <div className="sequence-item-tools">
        <button type="button" onClick={() => onShow(index, false)} aria-pressed={index === at}>
          {t('sequences.show', { n })}
        </button>
        <button type="button" onClick={() => onShow(index, true)}>
          {t('sequences.projectFrom', { n })}
        </button>
        <button type="button" onClick={() => move(index, -1)} disabled={index === 0} aria-label={t('sequences.upLabel', { n })}>
          ↑ {t('sequences.up')}
        </button>
        <button type="button" onClick={() => move(index, 1)} disabled={index === count - 1} aria-label={t('sequences.downLabel', { n })}>
          ↓ {t('sequences.down')}
        </button>
        <button type="button" onClick={() => remove(index)} aria-label={t('sequences.removeLabel', { n })}>
          {t('sequences.remove')}
        </button>
      </div>
    </li>
  );
}

function Preview({ store, at }: { store: SequenceStore; at: number }) {
  const { t } = useTranslation();
  const state = useStore(store, (s) => s.states[at]);
  const item = useStore(store, (s) => s.items[at]);
  if (!state || !item) return null;
  const label = sourceLabel(t, item.source);
  return (
    <section className="sequence-preview" aria-label={t('sequences.previewHeading', { n: at + 1 })}>
      <h2>{t('sequences.previewHeading', { n: at + 1 })}</h2>
      <div className="board-frame" role="region" aria-label={t('sequences.previewFrame')} tabIndex={0}>
        <BoardMap board={state.board === 'two' ? board2 : board34} state={state} title={t('projector.boardTitle', { title: label })} />
      </div>
    </section>
  );
}

export function SequencesPage() {
  const { t } = useTranslation();
  const [loaded] = useState(() => readSavedSequence(deviceStorage()));
  const [store] = useState(() =>
    loaded.ok ? createSequenceStore(loaded.sequence, loaded.states) : createSequenceStore(EMPTY_SEQUENCE, []),
  );
  // An unreadable save is copied aside (untouched) before anything new can be saved over it.
  const [asideKey] = useState(() => (loaded.ok ? null : setAsideSequence(deviceStorage())));
  const [saveFailed, setSaveFailed] = useState(false);
  const [at, setAt] = useState(0);
  const { enter } = useProjector();
  const title = useStore(store, (s) => s.title);
  const items = useStore(store, (s) => s.items);
  const states = useStore(store, (s) => s.states);
  const titleId = useId();
  useAreas('board', 'editor', 'presenter'); // after every other hook: it may suspend

  // Every change is saved.
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        if (s.items !== prev.items || s.title !== prev.title) setSaveFailed(!writeSavedSequence(deviceStorage(), sequenceOf(s)));
      }),
    [store],
  );
  const current = Math.min(at, Math.max(0, items.length - 1));
  const show = (i: number, project: boolean) => {
    setAt(i);
    if (project) enter();
  };

  return (
    <article className="page sequences-page">
      <h1>{t('sequences.title')}</h1>
      <p className="lead">{t('sequences.intro')}</p>
      {!loaded.ok ? (
        <SequenceProblemBox
          problem={loaded.problem}
          title={t('sequences.damaged.title')}
          after={asideKey ? t('sequences.damaged.kept', { key: asideKey }) : t('sequences.damaged.keptNoKey')}
          testId="sequence-damaged"
        />
      ) : null}
      <p>
        {t('sequences.howToAdd')} <AppLink to="/lessons">{t('nav.lessons')}</AppLink> · <AppLink to="/faq">{t('nav.faq')}</AppLink> ·{' '}
        <AppLink to="/choices">{t('nav.choices')}</AppLink> · <AppLink to="/editor">{t('nav.editor')}</AppLink> ·{' '}
        <AppLink to="/play">{t('nav.play')}</AppLink>
      </p>
      <p className="sequence-title">
        <label htmlFor={titleId}>{t('sequences.titleLabel')}</label>{' '}
        <input
          id={titleId}
          value={title}
          maxLength={MAX_TITLE_CHARS}
          data-testid="sequence-title"
          onChange={(e) => store.getState().setTitle(e.target.value)}
        />
      </p>
      <p role="status" className="sequence-count" data-testid="sequence-count">
        {items.length === 0 ? t('sequences.empty') : t('sequences.count', { count: items.length, max: MAX_SEQUENCE_ITEMS })}
      </p>
      {saveFailed ? (
        <p role="alert" className="share-problem">
          {t('sequences.notSaved')}
        </p>
      ) : null}
      {items.length > 0 ? <ProjectorButton /> : null}
      <SequenceProjector title={title} items={items} states={states} at={current} onAt={setAt} />
      <ol className="sequence-list">
        {items.map((item, i) => (
          <ItemRow key={`${i}-${item.source.kind}`} store={store} index={i} at={current} onShow={show} />
        ))}
      </ol>
      <Preview store={store} at={current} />
      <AddFromLink
        onAdd={(position, state) => {
          if (store.getState().items.length >= MAX_SEQUENCE_ITEMS) return;
          store.getState().add({ note: '', source: { kind: 'file' }, position }, state);
        }}
      />
      <SequenceFiles
        sequence={{ title, items }}
        onImport={(r) => {
          store.getState().replace(r.sequence, r.states);
          setAt(0);
        }}
      />
    </article>
  );
}
