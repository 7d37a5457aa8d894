/**
 * The greedy choice both rulesets' greedy bots make: the action of the highest score; ties go to
 * the smallest stable key (`JSON.stringify` of the action), so the bot is deterministic.
 */
export function bestOf<A>(actions: Iterable<A>, score: (a: A) => number | undefined): A | undefined {
  let best: { action: A; score: number; key: string } | undefined;
  for (const action of actions) {
    const s = score(action);
    if (s === undefined) continue; // not playable after all (the preview refused it)
    const key = JSON.stringify(action);
    if (!best || s > best.score || (s === best.score && key < best.key)) best = { action, score: s, key };
  }
  return best?.action;
}
