/* global process, setTimeout, clearTimeout, fetch */
// Starting and stopping the real server from a script (browser tests, crash-recovery check).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `node backend/dist/main.js` in its own process group, so stopping it stops anything it started. */
export function startServer(root, env, stdio = ['ignore', 'inherit', 'inherit']) {
  return spawn(process.execPath, ['backend/dist/main.js'], { cwd: root, detached: true, stdio, env: { ...process.env, ...env } });
}

export async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before becoming healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return response.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no healthy answer from ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/** SIGTERM to the process group, SIGKILL after 10 s. */
export function stopServer(server) {
  if (!server || server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}
