/**
 * `npm run bench`: every benchmark in bench/*.bench.ts, run in turn; each prints its figures and
 * whether it met its target. Speed targets live here, never in timed tests (DESIGN §7).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target?: { max?: number; min?: number };
}

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();

let missed = 0;
for (const file of files) {
  const mod = (await import(`./${file}`)) as { default: () => Promise<BenchResult[]> };
  console.log(`\n# ${file}`);
  for (const r of await mod.default()) {
    const t = r.target;
    const ok = !t || ((t.max === undefined || r.value <= t.max) && (t.min === undefined || r.value >= t.min));
    if (!ok) missed++;
    const bound = t ? (t.max !== undefined ? `<= ${t.max}` : `>= ${t.min}`) : '';
    const target = t ? ` (target ${bound} ${r.unit}) ${ok ? 'OK' : 'MISSED'}` : '';
    console.log(`${r.name}: ${r.value.toFixed(2)} ${r.unit}${target}`);
  }
}
console.log(`\n${files.length} benchmark files, ${missed} targets missed`);
// CI runs the machine-independent ones (the bundle size) with BENCH_STRICT=1: a missed target fails it.
if (missed && process.env.BENCH_STRICT) process.exitCode = 1;
