// `npm start`: build the app, then serve the production build at http://127.0.0.1:4173.
import { spawn, spawnSync } from 'node:child_process';

const ADDRESS = 'http://127.0.0.1:4173';
const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`\nBrass: Pittsburgh tutorial — serving the production build at ${ADDRESS}/ (Ctrl+C to stop)\n`);
const preview = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'], { stdio: 'inherit' });
preview.on('exit', (code) => process.exit(code ?? 0));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => preview.kill(sig));
