// An answer sent before the request's body was read (a body over its limit: 413; a session or a
// route refused before the body: 401, 403, 404; an upload stopped at its file limit) reaches the
// client only if the connection outlives what the client is still sending. Answering and
// closing at once resets the connection while the client writes: it sees a broken pipe (curl:
// 'Send failure: Broken pipe', fetch: EPIPE) instead of the answer. So, before such an answer
// is written, the rest of the body is read and thrown away (never kept), within a cap: past
// DRAIN_MAX_BYTES, or DRAIN_IDLE_MS without a byte, the client is not one that will read an
// answer, and the connection is closed as before.
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The most a refused body is read for: above the largest body limit of any call (32 MB). */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** A client that sends nothing for this long is not waited for. */
export const DRAIN_IDLE_MS = 10_000;

/** Whether the request still has body bytes on their way (declared, and not all received). */
function hasUnreadBody(raw: IncomingMessage): boolean {
  if (raw.complete || raw.readableEnded || raw.destroyed) return false;
  const length = Number(raw.headers['content-length'] ?? '0');
  return length > 0 || raw.headers['transfer-encoding'] !== undefined;
}

/** Reads and discards the rest of the body: true once it ended, false at the cap or idle. */
export function drainBody(
  raw: IncomingMessage,
  limits: { maxBytes: number; idleMs: number } = {
    maxBytes: DRAIN_MAX_BYTES,
    idleMs: DRAIN_IDLE_MS,
  },
): Promise<boolean> {
  return new Promise((resolve) => {
    let read = 0;
    const onData = (chunk: Buffer | string) => {
      read += chunk.length;
      if (read > limits.maxBytes) {
        finish(false);
        return;
      }
      timer.refresh();
    };
    const onEnd = () => finish(true);
    const onGone = () => finish(raw.complete);
    function finish(ended: boolean) {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onGone);
      raw.off('error', onGone);
      if (!ended) raw.pause();
      resolve(ended);
    }
    const timer = setTimeout(() => finish(false), limits.idleMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onGone);
    raw.once('error', onGone);
    raw.resume();
  });
}

/**
 * The onSend hook: an answer to a request whose body is still arriving waits until the body has
 * been read (and discarded); when the client sends more than the cap, or stops sending, the
 * answer closes the connection.
 */
export async function drainBeforeAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!hasUnreadBody(request.raw)) return payload;
  const ended = await drainBody(request.raw);
  if (!ended) void reply.header('connection', 'close');
  return payload;
}
