import type { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open. Node closes it after 5 s by default, shorter than the idle
 * time of the clients and proxies in front of it (nginx upstream keepalive and AWS/GCP load balancers keep an
 * idle connection 60 s, browsers and undici reuse one for several seconds): a client sending its next request
 * on the connection just as Node closes it gets no answer at all (status 0, "socket hang up", and no line in the
 * request log, since the request never reached the app). The server must be the last to close, so above 60 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * Longer than the keep-alive time: Node requires headersTimeout above keepAliveTimeout, or a request arriving on
 * a connection idle for nearly keepAliveTimeout can be cut by the headers timer while it is being read.
 */
export const HEADERS_TIMEOUT_MS = 66_000;

/** Applies the two timeouts above to the app's HTTP server (before it listens, and for the API tests too). */
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
