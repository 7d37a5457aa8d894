/** The intended solution of every lesson: the targets a learner picks, step by step (shared by the runner tests). */
export const SOLUTIONS: Record<string, string[][]> = {
  'iron-by-rail': [
    ['kerosene-2', 'new-york-1'],
    ['kerosene-2', 'cleveland-3'],
  ],
  'coal-mine-market': [['clarksburg-1']],
  'light-rail-coal': [['columbus~pittsburgh']],
  'pipeline-exploration': [['venango>pittsburgh']],
  'sale-oil-merchant': [['pittsburgh-2']],
  'whiskey-wild': [['card-wild', 'new-york-1']],
  'loan-levels': [['loan']],
  'era-scoring': [['score-era']],
};
