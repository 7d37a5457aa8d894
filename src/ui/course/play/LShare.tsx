/**
 * Share links of the Lancashire sandbox (/course/play#p=2.lancashire.…, src/share/lancashire.ts):
 * under a running game, the current position's link to copy; on arriving with a link, the position
 * read and checked, shown with a choice of who plays each colour. A damaged link, or a Pittsburgh
 * one, says exactly what is wrong; nothing the user had — the game in progress, its save — changes
 * until they choose to play the new position.
 */
import { useEffect, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAreas } from '../../../i18n/areas';
import type { LState } from '../../../engine/rulesets/lancashire/index.ts';
import type { PositionError } from '../../../engine/core/ruleset.ts';
import type { SeatKind } from '../../../store/savedGame';
import { MAX_LINK_CHARS, type ShareProblem } from '../../../share/codec';
import { decodeLancashireLink, encodeLancashireLink, type LShareProblem } from '../../../share/lancashire';
import { LancashireBoard } from '../../lancashire/LancashireBoard';
import { linkName, placeName, spaceName } from '../../lancashire/names';
import { langOf, type Lang } from '../../board/text';
import { absoluteLink, linkHref } from '../../play/share/links';
import { ProblemBox } from '../../play/share/ProblemBox';
import { problemLines } from '../../play/share/problemText';
import { SharedLinkView, useDecodedLink, useLinkData } from '../../play/share/SharedPosition';
import { Copy } from '../../play/share/SharePanel';
import '../../play/share/share.css';

/** A Lancashire link problem in words: the validator's errors by their codes (editor.error), the rest as Pittsburgh's. */
export function lProblemLines(t: TFunction, p: LShareProblem, lang: Lang): { title: string; errors: string[] } {
  if (p.code !== 'invalid') return problemLines(t, p as ShareProblem);
  return {
    title: t('editor.problem.invalid', { count: p.errors.length }),
    errors: p.errors.map((e) => errorLine(t, e, lang)),
  };
}

/** One validator error in words; a broken invariant names its problem (editor.invariant) and its colour, industry, space and town in words. */
function errorLine(t: TFunction, e: PositionError, lang: Lang): string {
  const where = e.path === '' ? t('editor.where.root') : e.path;
  const p = e.params ?? {};
  if (e.code !== 'broken-invariant') return t(`editor.error.${e.code}`, { ...p, where });
  const named = {
    ...p,
    ...(p.colour !== undefined ? { colour: t(`lboard.owners.${p.colour}.name`) } : {}),
    ...(p.kind !== undefined ? { kind: t(`lboard.kinds.${p.kind}`) } : {}),
    ...(p.good !== undefined ? { good: t(`editor.invariant.goods.${p.good}`) } : {}),
    ...(p.space !== undefined ? { space: spaceName(t, String(p.space), lang) } : {}),
    ...(p.location !== undefined ? { location: placeName(String(p.location), lang) } : {}),
    ...(p.link !== undefined ? { link: linkName(String(p.link), lang) } : {}),
  };
  return t('editor.error.broken-invariant', { problem: t(`editor.invariant.${p.problem}`, named) });
}

function LinkOf({ state }: { state: LState }) {
  const { t } = useTranslation();
  const id = useId();
  const [link, setLink] = useState<{ of: LState; data: string } | null>(null);
  useEffect(() => {
    let live = true;
    void encodeLancashireLink(state).then((data) => live && setLink({ of: state, data }));
    return () => {
      live = false;
    };
  }, [state]);
  if (link?.of !== state) return <p>{t('editor.share.making')}</p>;
  if (link.data.length > MAX_LINK_CHARS) return <p role="status">{t('editor.share.tooLongLink', { size: link.data.length })}</p>;
  const href = absoluteLink(linkHref('/course/play', link.data));
  return (
    <>
      <label htmlFor={`${id}-link`}>{t('editor.share.link')}</label>
      <div className="share-row">
        <input id={`${id}-link`} readOnly value={href} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
        <Copy text={href} label={t('editor.share.copyLink')} />
      </div>
    </>
  );
}

/** Below a running game: the link of the position now (made only when the panel is opened). */
export function LSharePanel({ state }: { state: LState }) {
  const { t } = useTranslation();
  useAreas('editor');
  const [open, setOpen] = useState(false);
  return (
    <details className="share-panel" onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="share-panel">
      <summary>{t('editor.share.summaryLink')}</summary>
      {open ? (
        <div className="share-body">
          <LinkOf state={state} />
          <p className="share-note">{t('editor.share.lancashireKeeps')}</p>
        </div>
      ) : null}
    </details>
  );
}

/** `running`: a game is in progress on the page. `onOpen` starts the position with the chosen seats. */
export function LSharedPosition({ running, onOpen }: { running: boolean; onOpen: (seats: SeatKind[], state: LState) => void }) {
  const { t, i18n } = useTranslation();
  useAreas('course', 'play', 'editor');
  const data = useLinkData();
  const decoded = useDecodedLink(data, decodeLancashireLink);
  return (
    <SharedLinkView<LState>
      data={data}
      decoded={decoded}
      running={running}
      problem={(onDismiss) =>
        decoded && !decoded.ok ? (
          <ProblemBox
            problem={decoded.problem}
            lines={lProblemLines(t, decoded.problem, langOf(i18n.language))}
            title={t('editor.shared.errorTitle')}
            onDismiss={onDismiss}
          />
        ) : null
      }
      board={(state) => (
        <div className="board-frame lplay-board" role="region" aria-label={t('editor.shared.frame')} tabIndex={0}>
          <LancashireBoard state={state} title={t('editor.shared.mapTitle')} />
        </div>
      )}
      colours={(state) => state.players.map((p) => p.colour)}
      name={(c) => t(`lboard.owners.${c}.name`)}
      onOpen={onOpen}
    />
  );
}
