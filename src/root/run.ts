// Starts the platform in this process: what `npm start`, `node dist/bundle/server.mjs` and
// `campaign-platform start` all run (one code path; the last one only sets PORT, DATA_DIR and
// SANDBOX from its flags before calling it). Installs SIGTERM/SIGINT handlers that shut it down
// gracefully and exit the process.
import fs from 'node:fs';
import pino from 'pino';
import path from 'node:path';
import { ConfigError, describeDatabase, loadConfig } from '../config/config.js';
import { fixtureFormatOf, parseFixture } from '../core/sandbox/fixture-document.js';
import { buildApp } from './app.js';
import { createContainer } from './container.js';
import { accountsNote, DEMO_ACCOUNT_NAME, DEMO_SHOP_NAME, demoBanner, ensureDemo } from './demo.js';
import { runSeed } from '../surfaces/sandbox/seed.js';
import { DEMO_HISTORY_DAYS, seedDemoContent, type DemoContent } from '../surfaces/sandbox/demo-content.js';
import { sandboxTokenBanner, sandboxTokenFile } from './sandbox-token.js';
import { StartupGate } from './startup-gate.js';
import type { Interception } from './intercept.js';

export async function startServer(env: NodeJS.ProcessEnv = process.env, started = performance.now()): Promise<void> {
  // Everything this process creates (database, blobs, credentials) is owner-only: 0600 files, 0700 dirs.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const c = await createContainer(config);
  // /readyz answers 503 until these are done (migrations ran in createContainer, before listening)
  const seedFile = c.sandbox ? config.sandbox.seedFile : undefined;
  const startup = new StartupGate([...(config.seedDemo ? ['demo account'] : []), ...(seedFile ? ['SANDBOX_SEED_FILE'] : [])]);
  const app = await buildApp(c, { startup });
  // Handlers go in before the banner: whoever reads the banner may signal us at once.
  let intercept: (Interception & { banner: string }) | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('grace period over, exiting with requests still open');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await intercept?.close(); // no new tunnels; open ones close with the server
      await app.close(); // stops accepting, waits for in-flight requests
      await c.close(); // stops the worker, closes the database
      process.exit(0);
    } catch (e) {
      app.log.error({ err: e }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  if (config.intercept.enabled) {
    // loaded only when asked for: the certificate code is not start-up cost of every server
    const { startIntercept, interceptBanner } = await import('./intercept.js');
    try {
      const started = await startIntercept(app, c);
      intercept = { ...started, banner: interceptBanner(started, config.host) };
    } catch (e) {
      console.error(`host interception could not start: ${(e as Error).message}`);
      process.exit(2);
    }
  }
  const base = config.publicUrl.replace(/:(\d+)$/, `:${port}`);
  // The demo takes no ids from the sequence clients draw from (SANDBOX_SEED): a client's first
  // objects get the same ids with or without a demo, however their requests and the demo's interleave.
  const { demo, content } = await c.withOwnIds('demo', async () => {
    const demo = config.seedDemo ? await ensureDemo(c) : undefined;
    // a new demo account gets campaigns, files, sets, a suppression list and two weeks of history
    let content: DemoContent | undefined;
    if (demo?.created) {
      try {
        const web = demo.creds.web;
        content = await seedDemoContent(app, c, { id: Number(demo.creds.account_id), name: DEMO_ACCOUNT_NAME }, demo.creds, web ? { id: Number(web.account_id), name: DEMO_SHOP_NAME, keys: web } : undefined);
      } catch (e) {
        app.log.error({ err: e }, 'the demo account was created but its sample content could not be made');
      }
    }
    return { demo, content };
  });
  startup.done('demo account');
  const store = describeDatabase(config);
  const lines = [
    '',
    `campaign-platform is listening on ${base} (${store})`,
    `  API reference: ${base}/docs    health: ${base}/healthz    readiness: ${base}/readyz`,
    `  web console: ${base}/console`,
    ...(intercept ? [intercept.banner] : []),
  ];
  let seeded = '';
  if (seedFile) {
    let doc: unknown;
    try {
      doc = parseFixture(fs.readFileSync(path.resolve(seedFile), 'utf8'), fixtureFormatOf(seedFile), 'document');
    } catch (e) {
      console.error(`SANDBOX_SEED_FILE ${seedFile}: ${(e as Error).message}`);
      process.exit(2);
    }
    try {
      const r = await runSeed(app, c, doc);
      seeded = `  seeded from ${seedFile}: created ${JSON.stringify(r.created)}, already there ${JSON.stringify(r.existing)}`;
    } catch (e) {
      console.error(`SANDBOX_SEED_FILE ${seedFile}: ${(e as Error).message}`);
      process.exit(2);
    }
    startup.done('SANDBOX_SEED_FILE');
  }
  if (c.sandbox) {
    lines.push('', `SANDBOX MODE: controls at ${base}/_sandbox (virtual clock, limits reset); not for production.`);
    lines.push(sandboxTokenBanner({ given: config.sandbox.token !== undefined, token: c.sandbox.token, file: sandboxTokenFile(config.dataDir), showSecret: c.sandbox.tokenCreated && process.stdout.isTTY === true }));
    if (seeded) lines.push(seeded);
  }
  if (demo) lines.push('', demoBanner(base, demo, demo.created && process.stdout.isTTY === true, c.clock.now()));
  if (content) {
    lines.push(
      `  Sample content made now (${content.ms} ms): ${content.campaigns} campaigns, ${content.creativeSets} creative sets, a suppression list of ${content.suppressed} ids` +
        (content.hours ? `, ${DEMO_HISTORY_DAYS} days of simulated delivery history.` : '; no creative sets or history without this process\'s worker (INLINE_WORKER).'),
    );
  } else lines.push(await accountsNote(c));
  lines.push('', `ready in ${Math.round(performance.now() - started)} ms; Ctrl-C or SIGTERM stops it gracefully`, '');
  // One block, in order with the log: the logger writes to stdout asynchronously, from its own
  // buffer, so a line logged during the start-up (LOG_LEVEL=info) came out after the banner or, on
  // a terminal, inside it. Written through the logger's own destination, after this turn's batched
  // request lines, the banner follows every line logged before it.
  await new Promise((resolve) => setImmediate(resolve));
  const sink = (app.log as unknown as Record<symbol, { write?: (s: string) => unknown } | undefined>)[pino.symbols.streamSym];
  const banner = lines.join('\n') + '\n';
  if (typeof sink?.write === 'function') sink.write(banner);
  else process.stdout.write(banner);
}
