import { lancashireGames } from './run-lancashire.ts';

lancashireGames(2);
