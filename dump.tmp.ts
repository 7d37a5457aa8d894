import { SALE, SKYSCRAPER, DEVELOP } from './e2e/positions';
console.log(JSON.stringify({SALE, SKYSCRAPER, DEVELOP}));
