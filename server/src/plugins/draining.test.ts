/**
 * Closing the app over real sockets: kept-alive connections do not hold the close open once
 * their work is done, answers in flight say they are the connection's last, and a request
 * arriving during the close is refused cleanly. No query is reached: @sameOnEitherDatabase,
 * so the PostgreSQL pass leaves it out.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { CLOSING_MESSAGE, CLOSING_RETRY_AFTER_SECONDS } from './draining';

/** Something to wait for, resolved from outside. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Test routes: a slow answer whose headers wait for `release`, and a body streamed over ~1 s. */
function addSlowRoutes(app: FastifyInstance, started: () => void, release: Promise<void>) {
  app.get('/test/slow', { config: { access: 'public' } }, async () => {
    started();
    await release;
    return { done: true };
  });
  app.get('/test/stream', { config: { access: 'public' } }, async (_request, reply) => {
    started();
    let sent = 0;
    const body = new Readable({
      read() {
        setTimeout(() => this.push(sent++ < 10 ? 'a'.repeat(1000) : null), 100);
      },
    });
    return reply.type('text/plain').send(body);
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string, agent: http.Agent, onHeaders?: () => void) {
  return new Promise<Answer>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        onHeaders?.();
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
}

/** Resolves true when `promise` settles within `ms`, false otherwise (it keeps running). */
function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);
}

let t: TestApp;
let port: number;
let agent: http.Agent;
let handlersStarted = 0;
let release: ReturnType<typeof signal>;
let closed: Promise<void> | undefined;
beforeEach(async () => {
  handlersStarted = 0;
  release = signal();
  t = await buildTestApp({
    demo: false,
    extend: (app) => addSlowRoutes(app, () => (handlersStarted += 1), release.promise),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  agent = new http.Agent({ keepAlive: true });
  closed = undefined;
});
afterEach(async () => {
  release.resolve();
  // Whatever a failing test left open: the client lets go, so the close can end.
  agent.destroy();
  await (closed ?? t.close());
});

async function untilHandlersStarted(count: number): Promise<void> {
  while (handlersStarted < count) await new Promise((r) => setTimeout(r, 5));
}

it('closes as soon as the answers in flight are sent, though their clients keep connections alive', async () => {
  // Three kept-alive connections, idle by the time the close begins.
  const idle = await Promise.all([1, 2, 3].map(() => get(port, '/api/User/GetCurrentUser', agent)));
  expect(idle.map((answer) => answer.status)).toEqual([204, 204, 204]);
  expect(Object.values(agent.freeSockets).flat()).toHaveLength(3);

  // Two answers in flight: one whose body is streaming (its headers went out before the
  // close), one whose handler is still working (headers not yet sent).
  const streamHeaders = signal();
  const stream = get(port, '/test/stream', agent, streamHeaders.resolve);
  const slow = get(port, '/test/slow', agent);
  await untilHandlersStarted(2);
  await streamHeaders.promise;

  const started = Date.now();
  closed = t.close();
  setTimeout(() => release.resolve(), 300);
  const [streamed, slowAnswer] = await Promise.all([stream, slow]);
  // Left alone, each kept-alive connection would hold the close for Fastify's 72 s.
  expect(await within(closed, 5_000)).toBe(true);
  expect(Date.now() - started).toBeLessThan(5_000);

  expect(streamed.body).toHaveLength(10_000);
  expect(slowAnswer.status).toBe(200);
  expect(JSON.parse(slowAnswer.body)).toEqual({ done: true });
  // Begun after the close, so the client is told not to send another on that connection.
  expect(slowAnswer.headers.connection).toBe('close');
}, 20_000);

it('answers a request arriving during the close with 503, Retry-After and Connection: close', async () => {
  // A client that has begun sending its headers before the close, and finishes after.
  const socket = net.connect(port, '127.0.0.1');
  let raw = '';
  socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write('GET /api/User/GetCurrentUser HTTP/1.1\r\nHost: 127.0.0.1\r\n');

  // The close is held open by an answer in flight.
  const slow = get(port, '/test/slow', agent);
  await untilHandlersStarted(1);
  await new Promise((r) => setTimeout(r, 100));
  closed = t.close();
  await new Promise((r) => setTimeout(r, 100));
  socket.write('\r\n');
  // The server ends the connection itself after the refusal.
  expect(await within(ended, 5_000)).toBe(true);
  release.resolve();
  expect((await slow).status).toBe(200);

  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  expect(statusLine).toBe('HTTP/1.1 503 Service Unavailable');
  expect(headers).toMatchObject({
    connection: 'close',
    'retry-after': String(CLOSING_RETRY_AFTER_SECONDS),
    // Still the security plugin's reply headers: the refusal is an API reply like any.
    'cache-control': 'no-store',
  });
  expect(JSON.parse(body)).toEqual({ error: CLOSING_MESSAGE });
});
