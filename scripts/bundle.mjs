// Bundles the server and the CLIs into one file each (dist/bundle/*.mjs). Start-up time is
// mostly module resolution and loading across ~100 of our files and ~200 of our dependencies';
// one file per entry point roughly halves it. tsc still type-checks and compiles dist/src for the
// tests; the bundles are what `npm start` and `campaignctl` run.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // native addon and optional native driver stay ordinary runtime imports; the API reference's
  // viewer reads its assets relative to its own files (__dirname), so it is loaded from node_modules
  // node-forge (host interception's certificates) is imported only when interception starts:
  // external, it costs nothing to the start-up of a server that does not intercept
  external: ['better-sqlite3', 'pg-native', '@fastify/swagger', '@fastify/swagger-ui', 'node-forge'],
  // CommonJS dependencies inside an ES module bundle need a require()
  banner: { js: "import { createRequire as __cpCreateRequire } from 'node:module'; const require = __cpCreateRequire(import.meta.url);" },
};

await Promise.all([
  build({ ...common, entryPoints: ['dist/src/root/main.js'], outfile: 'dist/bundle/server.mjs' }),
  build({ ...common, entryPoints: ['dist/src/cli/main.js'], outfile: 'dist/bundle/campaignctl.mjs' }),
  // the user CLI (the package's main bin); its `start` is the server's own startServer()
  build({ ...common, entryPoints: ['dist/src/user-cli/main.js'], outfile: 'dist/bundle/campaign-platform.mjs' }),
  // the HTML check's worker thread (src/infra/media/html-check-thread.ts finds it beside the bundle)
  build({ ...common, entryPoints: ['dist/src/infra/media/html-check-worker.js'], outfile: 'dist/bundle/html-check-worker.mjs' }),
]);
