// The proxy listener of host interception (issue 37): an HTTP proxy that takes only `CONNECT
// <host>:443` for the hosts it was given, answers the tunnel's TLS itself with a certificate of the
// local CA, and hands the decrypted connection to `onTunnel` (the platform's own HTTP server).
// It never opens a connection of its own: not to the host asked for, not to a resolver, not even
// to the platform's port. Every other request (another host, another port, a plain proxied GET)
// is refused with a status and a sentence saying why.
import http from 'node:http';
import type net from 'node:net';
import tls from 'node:tls';

export interface ConnectProxyOptions {
  host: string;
  port: number;
  /** Lower-case host names served; every other host is refused. */
  hosts: readonly string[];
  contextFor(host: string): tls.SecureContext;
  /** A tunnel's TLS connection, once its handshake is done, with the host the client asked for. */
  onTunnel(socket: tls.TLSSocket, host: string): void;
  /** Refusals and tunnel errors, for the server's log. */
  log?: { info(obj: object, msg: string): void };
}

export interface ConnectProxy {
  port: number;
  close(): Promise<void>;
}

function refuse(socket: net.Socket, status: number, reason: string, message: string, extra = ''): void {
  const body = `${message}\n`;
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`);
}

/** `host:port` of a CONNECT request line, lower-cased, without a trailing dot; undefined when unreadable. */
export function parseAuthority(target: string): { host: string; port: number } | undefined {
  const m = /^([A-Za-z0-9.-]+?)\.?:(\d{1,5})$/.exec(target);
  if (!m) return undefined;
  return { host: m[1]!.toLowerCase(), port: Number(m[2]) };
}

export async function startConnectProxy(o: ConnectProxyOptions): Promise<ConnectProxy> {
  const allowed = new Set(o.hosts);
  const list = o.hosts.join(', ');
  const sockets = new Set<net.Socket>();
  // plain proxy requests (GET http://host/...): this proxy only tunnels the real service's https
  const server = http.createServer((req, res) => {
    res.writeHead(405, { Allow: 'CONNECT', 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    res.end(`this is campaign-platform's interception proxy: it only takes CONNECT to ${list} (port 443); set HTTPS_PROXY, not HTTP_PROXY (docs/intercept.md)\n`);
  });
  server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const target = parseAuthority(req.url ?? '');
    if (!target || !allowed.has(target.host)) {
      o.log?.info({ target: (req.url ?? '').slice(0, 300) }, 'interception proxy: host refused');
      return refuse(socket, 403, 'Forbidden', `campaign-platform intercepts only ${list}; ${target ? target.host : 'this target'} is refused (this proxy connects nowhere else)`);
    }
    if (target.port !== 443) return refuse(socket, 403, 'Forbidden', `campaign-platform intercepts ${target.host} on port 443 only, not ${target.port}`);
    // from here the connection is the platform server's: it closes it (app.close()), not us
    sockets.delete(socket);
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) socket.unshift(head);
    let secure: tls.TLSSocket;
    try {
      secure = new tls.TLSSocket(socket, { isServer: true, secureContext: o.contextFor(target.host), ALPNProtocols: ['http/1.1'] });
    } catch (e) {
      o.log?.info({ err: e, host: target.host }, 'interception proxy: no certificate');
      return void socket.destroy();
    }
    secure.on('error', () => secure.destroy());
    secure.once('secure', () => o.onTunnel(secure, target.host));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const addr = server.address();
  return {
    port: typeof addr === 'object' && addr ? addr.port : o.port,
    close: async () => {
      // stop taking tunnels; open ones end with the platform server's own close
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
}
