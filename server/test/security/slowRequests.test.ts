/**
 * A client that trickles its request a byte a second is cut off well within a minute,
 * whether it trickles the headers or the body: over a real socket to the listening server.
 * No query is reached: @sameOnEitherDatabase, so the PostgreSQL pass leaves it out.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../support/buildTestApp';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `head` at once, then `trickle` a byte a second; resolves with the seconds until the server closed the socket. */
function secondsUntilClosed(head: string, trickle: string, giveUpSeconds: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      socket.destroy();
      resolve((Date.now() - started) / 1000);
    };
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < trickle.length && !socket.destroyed) socket.write(trickle.charAt(sent));
        sent += 1;
        if ((Date.now() - started) / 1000 > giveUpSeconds) finish();
      }, 1000);
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.resume();
  });
}

it('closes a body sent at a byte a second, and headers sent at a byte a second, within 30 s', async () => {
  const [body, headers] = await Promise.all([
    secondsUntilClosed(
      'POST /api/public/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n',
      `{"username":"${'x'.repeat(480)}`,
      45,
    ),
    secondsUntilClosed(
      'GET /app/ HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      `X-Slow: ${'x'.repeat(100)}`,
      45,
    ),
  ]);
  expect({ body: body < 30, headers: headers < 30 }).toEqual({ body: true, headers: true });
}, 60_000);

it('still takes a normal request on the same server', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/api/User/GetCurrentUser`);
  // 204: answered, and nobody is logged in.
  expect(response.status).toBe(204);
});
