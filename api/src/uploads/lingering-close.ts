import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

// A refusal is answered while the client is still sending its body. Closing the socket at once would
// make the kernel reset the connection over the unread bytes, and a client that is still writing then
// sees "connection reset" instead of our answer (its message, or the 401 that ends a stale session).
// So, as RFC 9112 §9.6 advises (and nginx's lingering close does): send the answer with
// `Connection: close`, half-close, and read and discard what still arrives for a short, bounded while;
// a well-behaved client stops sending when it sees the answer.

export interface LingerOptions {
  /** How long to go on reading after the answer. */
  timeoutMs: number;
  /** How much to go on reading after the answer. */
  maxBytes: number;
}

export const DEFAULT_LINGER: LingerOptions = { timeoutMs: 5_000, maxBytes: 32 * 1024 * 1024 };

type ClosingSocket = Socket & { destroySoon?: () => void };

/**
 * Arranges a lingering close for the connection of a request whose body was not read to the end. Node's
 * server ends a `Connection: close` response by calling `socket.destroySoon()`; this socket's one is
 * replaced. Does nothing without a real socket (inject).
 */
export function lingerOnClose(request: IncomingMessage, options: LingerOptions = DEFAULT_LINGER): void {
  const socket = request.socket as ClosingSocket | null;
  if (!socket || typeof socket.destroySoon !== 'function') return;
  socket.destroySoon = function lingeringClose(this: ClosingSocket) {
    // The answer is flushed, then our FIN: the client reads it before anything else happens.
    this.end();
    let discarded = 0;
    const stop = () => {
      clearTimeout(timer);
      this.destroy();
    };
    const timer = setTimeout(stop, options.timeoutMs);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    // The client closed its side, or sent all it had: nothing more to wait for.
    this.once('end', stop);
    request.once('end', stop);
    request.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > options.maxBytes) stop();
    });
    request.resume();
  };
}
