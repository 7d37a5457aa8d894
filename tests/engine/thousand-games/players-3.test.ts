import { thousandGames } from './run.ts';

thousandGames(3);
