// Servers for bench/upload-1gb, one per child process so each one's memory is measured alone.
//   ours: the real app (buildApp + createContainer, SQLite, local blob store) with one route added
//         here: a multipart file streamed into c.assets.ingest (hash + sniff + blob store + row + job).
//   bare: Fastify + @fastify/multipart piping the same file part straight to a file.
// Prints "listening <url>"; answers GET /rss with its resident set size; exits on SIGTERM.
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../../src/config/config.js';
import { buildApp } from '../../src/root/app.js';
import { createContainer } from '../../src/root/container.js';
import { inThreadSha1 } from '../../src/core/assets/hashing.js';
import { LocalBlobStore } from '../../src/infra/blobs/local-blob-store.js';

const [mode, dir] = [process.argv[2], process.argv[3]!];
const LIMIT = 1100 * 1024 * 1024;
let app: FastifyInstance;
let cleanup = async () => undefined as void;

if (mode === 'ours') {
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0' });
  // variant inline-hash: SHA-1 on the main thread instead of the hashing thread (comparison)
  const c = await createContainer(config, process.env.BENCH_VARIANT === 'inline-hash' ? { sha1: inThreadSha1 } : {});
  const accountId = (await c.accounts.createAccount('bench')).account.id;
  app = await buildApp(c);
  await app.register(async (s) => {
    await s.register(multipart, { limits: { fileSize: LIMIT, files: 1 } });
    s.post('/bench/upload', async (req) => {
      const part = await req.file();
      if (!part) throw new Error('no file');
      if (process.env.BENCH_VARIANT === 'put' || process.env.BENCH_VARIANT === 'put-nosync') {
        // diagnostics: the real app and blob store, without hashing/sniffing/row/job (and without fsync)
        const store = process.env.BENCH_VARIANT === 'put' ? c.blobs : new LocalBlobStore(path.join(dir, 'nosync'), false);
        const r = await store.put(part.file, { maxBytes: LIMIT });
        return { id: 0, sha1: '', size: r.size };
      }
      const a = await c.assets.ingest({ accountId, fileName: part.filename, contentType: part.mimetype, stream: part.file, maxBytes: LIMIT });
      return { id: a.id, sha1: a.sha1, size: a.sizeBytes };
    });
  });
  cleanup = () => c.close();
} else {
  app = Fastify({ logger: false });
  await app.register(multipart, { limits: { fileSize: LIMIT, files: 1 } });
  let n = 0;
  app.post('/bench/upload', async (req) => {
    const part = await req.file();
    if (!part) throw new Error('no file');
    const dest = path.join(dir, `upload-${n++}`);
    if (process.env.BENCH_VARIANT === 'store') {
      // diagnostic: the bare server writing through the blob store
      const r = await new LocalBlobStore(path.join(dir, 'store')).put(part.file);
      return { size: r.size };
    }
    await pipeline(part.file, fs.createWriteStream(dest));
    return { size: fs.statSync(dest).size };
  });
}
app.get('/rss', async () => ({ rss: process.memoryUsage.rss() }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${url}\n`);
process.on('SIGTERM', () => void app.close().then(cleanup).then(() => process.exit(0)));
