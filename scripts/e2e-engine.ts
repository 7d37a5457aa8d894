/**
 * The engine for the browser tests (Playwright cannot load the engine's JSON imports): reads
 * `{ setup, actions }` as JSON on stdin — a scenario setup (docs/scenario-format.md) and actions
 * to apply in turn with `preview` — and prints each player's numbers after them, or the refusal.
 * Used by e2e/positions.ts (`afterMoves`), never by the app.
 */
import { readFileSync } from 'node:fs';
import { preview, validate, type Action, type GameState } from '../src/engine/index.ts';

const input = JSON.parse(readFileSync(0, 'utf8')) as { setup: unknown; actions: Action[] };
const v = validate(input.setup);
if (!v.ok) {
  process.stdout.write(JSON.stringify({ ok: false, errors: v.errors }));
} else {
  let s: GameState = v.state;
  let error: unknown = null;
  for (const a of input.actions) {
    const r = preview(s, a);
    if (!r.ok) {
      error = r.error;
      break;
    }
    s = r.next;
  }
  const players = Object.fromEntries(
    s.players.map((p) => [p.colour, { cash: p.cash, vp: p.vp, whiskey: p.whiskey, incomeSpace: p.incomeSpace, spent: p.spentThisRound }]),
  );
  process.stdout.write(JSON.stringify(error ? { ok: false, error } : { ok: true, players, industries: s.industries }));
}
