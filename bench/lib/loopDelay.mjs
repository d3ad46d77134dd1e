// Preloaded into a bench's server (`node --import ./bench/lib/loopDelay.mjs`): records the
// event loop's delay, and on SIGUSR2 writes what it saw since the last signal to
// LOOP_DELAY_FILE as JSON ({p50, p99, max} in ms), then starts afresh. The bench reads it to tell a slow event loop from a slow client.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_DELAY_FILE;
if (file !== undefined && file !== '') {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Number((ns / 1e6).toFixed(2));
    // Whole or not at all: the bench polls for the file.
    writeFileSync(
      `${file}.tmp`,
      JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      }),
    );
    renameSync(`${file}.tmp`, file);
    histogram.reset();
  });
}
