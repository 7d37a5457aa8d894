/**
 * The lesson's layout (goal, board, picks, result), which brings the step's first pick into view when
 * a step starts: a target below the fold, or outside the board's sideways-scrolled frame, never starts
 * off-screen. Wide screens first put the whole exercise at the top (the board and the goal beside it);
 * a reader who has scrolled meanwhile is left where they are.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useLesson } from '../../store/LessonStoreContext';

/** How long to wait for the step's target to be drawn (the map draws in a deferred render; a loaded phone is slow). */
const WAIT_MS = 20_000;

function inView(el: Element): boolean {
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return false;
  const frame = el.closest('.board-frame')?.getBoundingClientRect();
  const left = Math.max(0, frame?.left ?? 0);
  const right = Math.min(window.innerWidth, frame?.right ?? Infinity);
  const top = Math.max(0, frame?.top ?? 0);
  const bottom = Math.min(window.innerHeight, frame?.bottom ?? Infinity);
  return r.top >= top - 1 && r.bottom <= bottom + 1 && r.left >= left - 1 && r.right <= right + 1;
}

/** The first drawn control for one of `ids` in the exercise (not the mat further down, which has its own copy). */
function targetIn(box: HTMLElement, ids: readonly string[]): Element | null {
  for (const id of ids)
    for (const el of box.querySelectorAll(`[data-pick="${CSS.escape(id)}"]`)) if (!el.closest('.lesson-views')) return el;
  return null;
}

export function StepInView({ className, children }: { className: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const lesson = useLesson((s) => s.lesson);
  const stepIndex = useLesson((s) => s.run?.stepIndex);
  useEffect(() => {
    const ids = stepIndex === undefined ? [] : (lesson.steps[stepIndex]?.picks[0]?.options ?? []);
    if (ids.length === 0) return;
    const startY = window.scrollY;
    const until = performance.now() + WAIT_MS;
    let frame = 0;
    const attempt = () => {
      const el = box.current ? targetIn(box.current, ids) : null;
      if (!el) {
        if (performance.now() < until) frame = requestAnimationFrame(attempt);
        return;
      }
      if (Math.abs(window.scrollY - startY) > 40 || inView(el)) return;
      if (window.matchMedia?.('(min-width: 70rem)').matches) {
        box.current?.scrollIntoView?.({ block: 'start' });
        if (inView(el)) return;
      }
      el.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [lesson, stepIndex]);
  return (
    <div ref={box} className={className} data-step-in-view>
      {children}
    </div>
  );
}
