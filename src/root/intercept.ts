// Host interception (issue 37, docs/intercept.md): INTERCEPT=true or `campaign-platform start
// --intercept` adds a proxy listener (CONNECT only, the configured hosts only) whose tunnels end in
// this process's own HTTP server over TLS with certificates of a local CA kept in DATA_DIR. The
// tunnel's decrypted connection is handed to the server as if it had accepted it (no connection is
// made, not even to our own port), inside the request origin of the host the client called.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startConnectProxy } from '../infra/intercept/connect-proxy.js';
import { loadOrCreateCa } from '../infra/intercept/local-ca.js';
import type { Container } from '../http/container.js';
import { markIntercepted } from '../http/intercept-hosts.js';

export interface Interception {
  /** The proxy listener's port (HTTPS_PROXY=http://<host>:<port>). */
  port: number;
  /** The CA certificate clients trust (REQUESTS_CA_BUNDLE, SSL_CERT_FILE, NODE_EXTRA_CA_CERTS). */
  caCertPath: string;
  /** Whether this start made the CA. */
  caCreated: boolean;
  hosts: readonly string[];
  close(): Promise<void>;
}

/** Where the CA lives: inside DATA_DIR, beside the database. */
export function interceptDir(dataDir: string): string {
  return path.join(dataDir, 'intercept');
}

/** Starts the proxy listener in front of `app` (which must have its routes; it need not listen). */
export async function startIntercept(app: FastifyInstance, c: Container): Promise<Interception> {
  const cfg = c.config.intercept;
  const ca = await loadOrCreateCa(interceptDir(c.config.dataDir));
  const proxy = await startConnectProxy({
    host: c.config.host,
    port: cfg.port,
    hosts: cfg.hosts,
    contextFor: (host) => ca.contextFor(host),
    log: app.log,
    onTunnel: (socket, host) => {
      markIntercepted(socket, host);
      // every request of this connection runs in this origin: asset URLs name the host called
      c.requestOrigin.run(`https://${host}`, () => app.server.emit('connection', socket));
    },
  });
  return { port: proxy.port, caCertPath: ca.certPath, caCreated: ca.created, hosts: cfg.hosts, close: () => proxy.close() };
}

/** The banner's lines: how a client uses it. */
export function interceptBanner(i: Interception, listenHost: string): string {
  const shown = listenHost === '0.0.0.0' || listenHost === '::' ? '127.0.0.1' : listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  return [
    `  host interception: HTTPS_PROXY=http://${shown}:${i.port} serves ${i.hosts.join(', ')} (every other host refused)`,
    `    CA certificate to trust${i.caCreated ? ' (made now)' : ''}: ${i.caCertPath}`,
    '    (REQUESTS_CA_BUNDLE or SSL_CERT_FILE for Python and Go, NODE_EXTRA_CA_CERTS for Node: docs/intercept.md)',
  ].join('\n');
}
