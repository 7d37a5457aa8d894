import type { PlayStore } from '../../src/store/playStore';

/** Choose the first legal option of each question until the move can be confirmed (the engine's defaults for the rest). */
export function composeFirstLegal(store: PlayStore, type: string): void {
  const c = store.getState().choice;
  if (c?.status !== 'choose') throw new Error('no question');
  store.getState().choose(c.choice.options.find((o) => (o.value as { type?: string }).type === type)?.id ?? '');
  for (let i = 0; i < 10 && !store.getState().ready; i++) {
    const q = store.getState().choice;
    if (q?.status !== 'choose') break;
    const o = q.choice.options.find((x) => x.legal && x.value !== null) ?? q.choice.options.find((x) => x.legal);
    store.getState().choose(o?.id ?? '');
  }
}
