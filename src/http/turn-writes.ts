// Response bytes are sent at the end of the event-loop turn, all connections' together (issue 23).
//
// Under load one turn answers many requests, one connection after another, and Node sends each
// answer the moment it is ready. Every send to a client that is waiting in epoll wakes it: on
// this VM that is an inter-processor interrupt, a trap into the hypervisor, paid by the sender
// inside writev. Measured with `perf` and the V8 profile on the campaign GET, that wake-up was
// the largest single cost of a request (the kernel's send 17 us of bare Fastify's 30 us of CPU
// per request, 27 of ours); a client woken by the first answer of a burst is already running
// when the next ones arrive, so sending a turn's answers back to back pays it about once.
//
// So each connection's socket hands its writes to a queue flushed by one setImmediate: the check
// phase that follows the turn's I/O callbacks. The stream's own bookkeeping is unchanged: a write
// counts as pending (writableLength, backpressure, 'drain') until its callback, which runs when
// the bytes went to the kernel, as before; writes of one socket stay in order (a stream has one
// write in flight at a time). What a request waits for is the rest of its turn, which an idle
// server does not have; the same "cork until the end of the loop iteration" is how uWebSockets
// answers. Sockets the server opens itself (PostgreSQL, outgoing fetches) are not touched.
import net from 'node:net';
import type { Server } from 'node:http';

type Callback = (error?: Error | null) => void;
type WriteChunk = { chunk: Buffer | string; encoding: BufferEncoding };
interface SocketWrites {
  _write(chunk: Buffer | string, encoding: BufferEncoding, cb: Callback): void;
  _writev(chunks: WriteChunk[], cb: Callback): void;
  _destroy(error: Error | null, cb: Callback): void;
}

interface Pending {
  /** undefined once sent (early, by a destroy). */
  socket: net.Socket | undefined;
  /** One chunk (`_write`, with its encoding) or several (`_writev`, each with its own; `encoding` unused). */
  chunk: Buffer | string | undefined;
  encoding: BufferEncoding;
  chunks: WriteChunk[] | undefined;
  cb: Callback;
}

/** The writes of the sockets of one process, sent at the end of the turn in which they were made. */
class TurnWrites {
  private queue: Pending[] = [];
  private readonly flushBound = () => this.flush();
  constructor(
    private readonly write: SocketWrites['_write'],
    private readonly writev: SocketWrites['_writev'],
  ) {}

  add(p: Pending): void {
    if (this.queue.length === 0) setImmediate(this.flushBound);
    this.queue.push(p);
  }

  private flush(): void {
    const queue = this.queue;
    this.queue = [];
    for (const p of queue) this.send(p);
  }

  /**
   * Sends what `socket` has waiting, now: a socket destroyed in the turn it was written to (an
   * answer followed by destroy(), as the slow-body cut-off does) still sends those bytes first,
   * as it did when writes were immediate.
   */
  sendNow(socket: net.Socket): void {
    for (const p of this.queue) if (p.socket === socket) this.send(p);
  }

  private send(p: Pending): void {
    const socket = p.socket;
    if (socket === undefined) return;
    p.socket = undefined;
    // A socket whose handle is gone meanwhile is answered by the real write (ERR_SOCKET_CLOSED).
    const sole = p.chunks ? soleChunk(p.chunks) : undefined;
    if (sole) this.write.call(socket, sole.chunk, sole.encoding, p.cb);
    else if (p.chunks) this.writev.call(socket, p.chunks, p.cb);
    else this.write.call(socket, p.chunk!, p.encoding, p.cb);
  }
}

/**
 * The one chunk of a batch whose other chunks are empty, or undefined. Every answer ends as such
 * a batch: `res.end()` corks the socket and adds an empty chunk after the head and body, so the
 * stream hands over [head + body, '']. Writing a batch of strings copies them into one buffer
 * allocated for the purpose; a single string goes out from a buffer on the stack (issue 23).
 */
function soleChunk(chunks: WriteChunk[]): WriteChunk | undefined {
  let sole: WriteChunk | undefined;
  for (const c of chunks) {
    if (c.chunk.length === 0) continue;
    if (sole) return undefined;
    sole = c;
  }
  return sole;
}

/** Sends the answers of `server`'s connections at the end of each event-loop turn (see above). */
export function sendAtEndOfTurn(server: Server): void {
  const proto = net.Socket.prototype as unknown as SocketWrites;
  const queue = new TurnWrites(proto._write, proto._writev);
  const realDestroy = proto._destroy;
  // made once per server: every connection's socket gets the same two functions
  function write(this: net.Socket, chunk: Buffer | string, encoding: BufferEncoding, cb: Callback): void {
    queue.add({ socket: this, chunk, encoding, chunks: undefined, cb });
  }
  function writev(this: net.Socket, chunks: WriteChunk[], cb: Callback): void {
    queue.add({ socket: this, chunk: undefined, encoding: 'latin1', chunks, cb });
  }
  function destroy(this: net.Socket, error: Error | null, cb: Callback): void {
    queue.sendNow(this);
    realDestroy.call(this, error, cb);
  }
  server.on('connection', (socket: net.Socket) => {
    const s = socket as unknown as SocketWrites;
    s._write = write;
    s._writev = writev;
    s._destroy = destroy;
  });
}
