// Writes .br and .gz twins of the built text assets so the server never compresses them per request
// (DESIGN §7: ~970 req/s precompressed vs ~175 compressing on the fly on this machine).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { printHelpIfAsked } from './cli-help.mjs';

printHelpIfAsked(`
Usage: node scripts/precompress.mjs

Writes .br and .gz twins of every text asset under dist/client (run by npm run build).

Options:
  -h, --help   show this help
`);

const ROOT = 'dist/client';
const TEXT = /\.(js|css|html|svg|json|txt|xml|map)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

let count = 0;
for (const file of walk(ROOT)) {
  if (!TEXT.test(file) || file.endsWith('.br') || file.endsWith('.gz')) continue;
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files`);
