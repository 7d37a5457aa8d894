// `npm run search-bench`: the FAQ search's time per keystroke. Realistic queries in both languages
// are typed one character at a time; every prefix is searched over all 35 entries × 2 languages, as
// the FAQ page does on each key. Prints the median and the 95th percentile per query; the last line
// is the summary over every keystroke.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { en, zh } from '../src/i18n/all-resources.ts';
import { faqDocs } from '../src/search/docs.ts';
import { createFaqSearch, type SearchLang } from '../src/search/faq-search.ts';
import { faqTopicEntries } from '../src/ui/search/topics.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const QUERIES: [SearchLang, string][] = [
  ['en', 'is a loan repaid'],
  ['en', 'pipelne'],
  ['en', 'light rail cost'],
  ['en', 'how many cards do I draw'],
  ['en', 'merchant bonus'],
  ['en', 'vanderbilt price'],
  ['zh', '贷款要偿还吗'],
  ['zh', '收入下降'],
  ['zh', 'daikuan'],
  ['zh', 'shou ru xia jiang'],
  ['zh', '轻轨'],
  ['zh', '品质奖励'],
];

const get = (o: unknown, key: string) => key.split('.').reduce<unknown>((a, k) => (a as Record<string, unknown> | undefined)?.[k], o);
const t0 = performance.now();
const search = createFaqSearch(faqDocs(faqTopicEntries, (lang, key) => get(lang === 'en' ? en : zh, key) as string | undefined));
const built = performance.now() - t0;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const ms = (x: number) => `${x.toFixed(3)} ms`;

console.log(`index built in ${ms(built)} (${faqTopicEntries.length} entries × 2 languages); ${ROUNDS} rounds per query`);
// Wall clock is what a reader waits; process CPU shows the work itself when the machine is busy.
const all: number[] = [];
const allCpu: number[] = [];
for (const [lang, query] of QUERIES) {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const chars = [...query];
    for (let i = 1; i <= chars.length; i++) {
      const c0 = process.cpuUsage();
      const start = performance.now();
      search.search(chars.slice(0, i).join(''), lang);
      times.push(performance.now() - start);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  all.push(...times);
  allCpu.push(...cpu);
  const top = search.search(query, lang)[0]?.id ?? '(none)';
  console.log(
    `${lang} ${JSON.stringify(query).padEnd(24)} ${String([...query].length).padStart(3)} keys  wall median ${ms(pct(times, 50))} p95 ${ms(pct(times, 95))}  cpu median ${ms(pct(cpu, 50))} p95 ${ms(pct(cpu, 95))}  → ${top}`,
  );
}
console.log(`load average ${loadavg()[0]!.toFixed(1)} (1 min)`);
console.log(
  `search-bench: ${all.length} keystrokes, wall median ${ms(pct(all, 50))}, p95 ${ms(pct(all, 95))}; cpu median ${ms(pct(allCpu, 50))}, p95 ${ms(pct(allCpu, 95))} per keystroke`,
);
