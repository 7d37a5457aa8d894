/** The Lancashire actions (seed rules: build industry, build canal/rail link, develop, sell cotton, take loan; pass is assumed). */
import type { Kind } from '../data/index.ts';

export interface BuildAction {
  type: 'build';
  card: string;
  /** The combined action: a second card, both actions, build anywhere. */
  secondCard?: string;
  space: string;
  tile: Kind;
  /** A coal mine space among the equally closest, or 'demand' (only when no mine is connected). */
  coalFrom?: string;
  /** An iron works space with iron, or 'demand' (only when no works has iron). */
  ironFrom?: string;
}
export interface LinkAction {
  type: 'link';
  card: string;
  /** One link id, or two rail link ids (£15). */
  links: string[];
  /** Per rail: the coal mine chosen among the equally closest. */
  coalFrom?: (string | null)[];
}
export interface DevelopAction {
  type: 'develop';
  card: string;
  tiles: Kind[];
  ironFrom?: (string | null)[];
}
export interface Sale {
  mill: string;
  /** A face-up port's space id, or 'distant'. */
  to: string;
}
export interface SellAction {
  type: 'sell';
  card: string;
  sales: Sale[];
}
export interface LoanAction {
  type: 'loan';
  card: string;
  amount: number;
}
export interface PassAction {
  type: 'pass';
  card: string;
}
export type LAction = BuildAction | LinkAction | DevelopAction | SellAction | LoanAction | PassAction;
export type LActionType = LAction['type'];
