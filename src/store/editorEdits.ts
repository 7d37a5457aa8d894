/**
 * The editor's changes, each a function over a draft of the position (for `EditorStore.edit`).
 * They only write the scenario format; whether the result is a legal position is `validate`'s call.
 */
import type { Draft } from 'immer';
import type { ScenarioSetup } from '../engine/rulesets/pittsburgh/index.ts';
import type { IndustrySetup, LinkSetup, PlayerSetup } from '../engine/rulesets/pittsburgh/scenario/format.ts';

type Change = (d: Draft<ScenarioSetup>) => void;

/** An industry tile of `owner` from mat place `place` on a board space (or an Oilfield, for Oil City). */
export const placeIndustry =
  (owner: string, place: string, space: string): Change =>
  (d) => {
    d.industries = [...(d.industries ?? []).filter((i) => i.space !== space), { owner, place, space, flipped: false }];
  };

/** A link tile on a line (`a~b`) or a pipeline route (`field>location`). */
export const placeLink =
  (link: LinkSetup): Change =>
  (d) => {
    d.links = [...(d.links ?? []).filter((l) => l.route !== link.route), link as Draft<LinkSetup>];
  };

/** Removes the industry on a space or the link tile on a line or route. */
export const removeAt =
  (id: string): Change =>
  (d) => {
    d.industries = (d.industries ?? []).filter((i) => i.space !== id);
    d.links = (d.links ?? []).filter((l) => l.route !== id);
  };

export const setIndustry =
  (space: string, patch: Partial<IndustrySetup>): Change =>
  (d) => {
    const i = d.industries?.find((x) => x.space === space);
    if (i) Object.assign(i, patch);
  };

export const setLink =
  (route: string, patch: Partial<LinkSetup>): Change =>
  (d) => {
    const l = d.links?.find((x) => x.route === route);
    if (l) Object.assign(l, patch);
  };

export const setPlayer =
  (index: number, patch: Partial<PlayerSetup>): Change =>
  (d) => {
    const p = d.players[index];
    if (p) Object.assign(p, patch);
  };

/** Copies left on one mat place of a player. */
export const setMat =
  (index: number, place: string, copies: number): Change =>
  (d) => {
    const p = d.players[index];
    if (p) p.mat = { ...(p.mat ?? {}), [place]: copies };
  };

export const setTop =
  (patch: Partial<Pick<ScenarioSetup, 'era' | 'round' | 'actionsLeft' | 'current'>>): Change =>
  (d) => {
    Object.assign(d, patch);
  };

/** The draw deck, top first. */
export const setDeck =
  (deck: string[]): Change =>
  (d) => {
    d.deck = deck;
  };

export const setMarket =
  (market: string, resource: string, n: number): Change =>
  (d) => {
    d.markets = { ...(d.markets ?? {}), [market]: { ...(d.markets?.[market] ?? {}), [resource]: n } };
  };

export const setMerchant =
  (location: string, tile: string | null, faceUp = true): Change =>
  (d) => {
    const m = { ...(d.merchants ?? {}) };
    if (tile) m[location] = { tile, faceUp };
    else delete m[location];
    d.merchants = m;
  };

export const setOilField =
  (field: string, patch: { tile?: string | null; revealed?: boolean; oil?: number }): Change =>
  (d) => {
    const f = d.oilFields?.[field] ?? { tile: null, revealed: false, oil: 0, pendingOil: 0 };
    d.oilFields = { ...(d.oilFields ?? {}), [field]: { ...f, ...patch } };
  };

/** A Quality Reward slot: a tile, null (taken), or undefined to remove the slot. */
export const setQuality =
  (slot: number, tile: string | null | undefined): Change =>
  (d) => {
    const q = [...(d.quality ?? [])];
    if (tile === undefined) q.splice(slot, 1);
    else q[slot] = tile;
    d.quality = q;
  };
