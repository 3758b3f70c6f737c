// Writes .br and .gz beside every text asset of the build; the server sends them to browsers that accept
// them (@fastify/static `preCompressed`), so JavaScript crosses the network compressed at no CPU cost.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|xml)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file) || file.endsWith('index.html')) continue;
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
process.stdout.write(`Compressed ${count} assets (.br, .gz)\n`);
