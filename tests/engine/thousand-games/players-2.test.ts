import { thousandGames } from './run.ts';

thousandGames(2);
