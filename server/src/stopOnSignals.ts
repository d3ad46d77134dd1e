/**
 * How the running server stops on SIGTERM or SIGINT (what a service manager, a container
 * runtime or Ctrl-C sends):
 *
 * - the first signal closes the app: no new connections, idle ones closed at once, requests
 *   in flight answered (plugins/draining.ts), then the mail in hand and the database; then
 *   exit 0. A write that was acknowledged was committed before its answer was sent;
 * - if that takes longer than SHUTDOWN_DEADLINE_MS, the log says what was still open and
 *   the process exits 1: a stop never hangs on a stuck client or a slow mail server;
 * - a second signal exits at once (130 for SIGINT, 143 for SIGTERM, as a shell would say).
 */
import type { FastifyInstance } from 'fastify';
import type { OpenRequest } from './plugins/draining';

/** Inside the 10 s `docker stop` allows before it kills (Kubernetes allows 30, systemd 90). */
export const SHUTDOWN_DEADLINE_MS = 8_000;

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
type StopSignal = keyof typeof SIGNAL_EXIT_CODES;

export function stopOnSignals(app: FastifyInstance): void {
  let stopping: { signal: StopSignal; since: number } | undefined;

  const onSignal = (signal: StopSignal) => {
    if (stopping !== undefined) {
      app.log.warn(
        `${signal} again while closing: exiting now, ${Date.now() - stopping.since} ms after ${stopping.signal}`,
      );
      process.exit(SIGNAL_EXIT_CODES[signal]);
    }
    const since = Date.now();
    stopping = { signal, since };
    app.log.info(`${signal}: closing (at most ${SHUTDOWN_DEADLINE_MS / 1000} s)`);

    const deadline = setTimeout(() => {
      void describeOpenWork(app).then((open) => {
        app.log.error(
          { open },
          `still closing after ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting; ${open.summary}`,
        );
        process.exit(1);
      });
    }, SHUTDOWN_DEADLINE_MS);

    app.close().then(
      () => {
        clearTimeout(deadline);
        app.log.info(
          `closed in ${Date.now() - since} ms` +
            (app.draining.refused > 0
              ? `; ${count(app.draining.refused, 'request')} arriving during the close refused (503)`
              : ''),
        );
        process.exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        app.log.error({ err: error }, 'failed to close cleanly');
        process.exit(1);
      },
    );
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);
}

interface OpenWork {
  summary: string;
  requests: OpenRequest[];
  connections: number;
}

/** What holds the close open: requests in flight, else the close hooks (mail, database). */
async function describeOpenWork(app: FastifyInstance): Promise<OpenWork> {
  const requests = app.draining.openRequests();
  const connections = await app.draining.openConnections();
  const listed = requests
    .slice(0, 10)
    .map((r) => `${r.method} ${r.url} (${(r.ageMs / 1000).toFixed(1)} s)`)
    .join(', ');
  const summary =
    requests.length > 0
      ? `${count(requests.length, 'request')} still in flight: ${listed}${requests.length > 10 ? ', …' : ''}`
      : connections > 0
        ? `${count(connections, 'connection')} still open, none with a whole request received`
        : 'no requests or connections left; the mail being sent or the database was still closing';
  return { summary, requests, connections };
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
