// `npm run test:loaded`: the whole suite (scripts/test.sh) while a CPU hog busies every core, as on
// a shared 2-core machine with other work running. It must pass: every wait in the suite is on a
// condition with a generous limit. The last line is the suite's own `total: …` line.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const cores = availableParallelism();
// One busy loop per core, at normal priority: they compete with the suite for every core.
const hogs = Array.from({ length: cores }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
console.log(`test:loaded: ${hogs.length} CPU hog(s) running (pids ${hogs.map((h) => h.pid).join(', ')})`);
const stopHogs = () => {
  for (const h of hogs) if (h.exitCode === null) h.kill('SIGKILL');
};
process.on('exit', stopHogs);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

const suite = spawn('bash', ['scripts/test.sh'], { stdio: 'inherit' });
suite.on('exit', (code) => {
  stopHogs();
  process.exit(code ?? 1);
});
