import { fuzz } from '../src/engine/fuzz/fuzz.ts';
const c=process.cpuUsage(); const r=fuzz({players:4, games:20, seed:7}); const u=process.cpuUsage(c);
console.log(((u.user+u.system)/1000/20).toFixed(1),'ms cpu/game', r.steps/20, r.attempts/20);
