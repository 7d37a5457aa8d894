// The browser tests' server (playwright.config.ts): builds the app for each base path AT ONCE
// (the builds overlap: each spends much of its time in single-threaded steps such as the service
// worker's precache list), then serves every build with `vite preview` (and so with the production
// security headers). Usage: node scripts/e2e-server.mjs <base>=<outDir>=<port> [...]
// The first pair is served last, so once its address answers, every server is up.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const VITE = join('node_modules', 'vite', 'bin', 'vite.js');
const sites = process.argv.slice(2).map((arg) => {
  const [base, outDir, port] = arg.split('=');
  return { base, outDir, port };
});
if (sites.length === 0) {
  console.error('usage: node scripts/e2e-server.mjs <base>=<outDir>=<port> [...]');
  process.exit(2);
}

const children = [];
const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', stop);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

function run(args) {
  const child = spawn(process.execPath, [VITE, ...args], { stdio: 'inherit' });
  children.push(child);
  return child;
}

const built = await Promise.all(
  sites.map(
    ({ base, outDir }) =>
      new Promise((resolve) =>
        run(['build', `--base=${base}`, `--outDir=${outDir}`, '--emptyOutDir', '--logLevel=warn']).on('exit', (code) => resolve(code)),
      ),
  ),
);
if (built.some((code) => code !== 0)) {
  console.error(`e2e-server: a build failed (exit codes ${built.join(', ')})`);
  process.exit(1);
}

async function answers(url) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

for (const { base, outDir, port } of [...sites.slice(1), sites[0]]) {
  const server = run(['preview', `--base=${base}`, `--outDir=${outDir}`, '--host', '127.0.0.1', '--port', port, '--strictPort']);
  server.on('exit', (code) => {
    console.error(`e2e-server: the server of ${base} stopped (exit ${code})`);
    process.exit(1);
  });
  await answers(`http://127.0.0.1:${port}${base}`);
}
