// Starts the real server (same buildApp/createContainer as production) on a random port,
// on a database from forEachDatabase.
import type { Sha1Factory } from '../../src/core/assets/hashing.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config/config.js';
import type { Clock } from '../../src/core/shared/ports.js';
import { buildApp } from '../../src/root/app.js';
import { createContainer, type Container } from '../../src/root/container.js';
import type { Db } from '../../src/storage/db.js';

export interface TestApp {
  app: FastifyInstance;
  c: Container;
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export function testConfig(dataDir: string, patch: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir, PORT: '0' }),
    ...patch,
  };
}

/** logStream: where the server's log goes (with config.logLevel set to log at all). */
export async function startTestApp(db: Db, opts: { config?: Partial<Config>; clock?: Clock; logStream?: NodeJS.WritableStream; sha1?: Sha1Factory } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-app-'));
  const config = testConfig(dataDir, opts.config);
  const c = await createContainer(config, { db, clock: opts.clock, sha1: opts.sha1 });
  const app = await buildApp(c, { logStream: opts.logStream });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return {
    app,
    c,
    url,
    dataDir,
    async close() {
      await app.close();
      await c.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
