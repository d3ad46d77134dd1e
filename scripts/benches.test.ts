/**
 * The benches are not part of the test run (they take minutes and want a quiet machine), so
 * this checks each one still starts and prints its header and figures on a tiny data set:
 * a bench that rotted would otherwise be found only when someone needs its numbers. Needs
 * the build `npm test` makes first.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

function runBench(file: string, args: string[]): Promise<{ code: number; output: string }> {
  // The benches' own database choice: SQLite here, whatever the suite runs on.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bench', file), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

describe('the benches, on a tiny data set', () => {
  it('bench/api starts, drives every call and prints req/s and the ratios to its floors', async () => {
    const { code, output } = await runBench('api.mjs', [
      '--pupils',
      '3',
      '--assessments',
      '2',
      '--seconds',
      '1',
      '--connections',
      '2',
    ]);
    expect(output).toContain('bench/api: 3 pupils × 2 assessments × 8 skills');
    expect(output).toMatch(/call\s+req\/s\s+p50 ms\s+p99 ms\s+CPU µs\/req/);
    expect(output).toMatch(/ratio GetCurrentUser\s+[\d.]+% of its floor/);
    expect(output).toMatch(/ratio SaveGrade\s+[\d.]+% of its floor/);
    expect(output).toMatch(/server memory after load: \d+ MB now/);
    expect(code).toBe(0);
  }, 120_000);

  it('bench/lesson-start plays a tiny lesson and prints each call with its percentiles', async () => {
    const { code, output } = await runBench('lesson-start.mjs', [
      '--pupils',
      '3',
      '--assessments',
      '1',
      '--login-seconds',
      '1',
      '--save-seconds',
      '1',
    ]);
    expect(output).toContain('bench/lesson-start: 3 pupils log in within 1 s');
    expect(output).toMatch(/SaveGrade\s+24\s/);
    expect(output).toMatch(/errors: 0; server memory peak \d+ MB/);
    expect(code).toBe(0);
  }, 120_000);

  it('bench/bundles measures the first screen of each role against the floor it builds', async () => {
    const { code, output } = await runBench('bundles.mjs', ['--no-build']);
    expect(output).toContain('bench/bundles: first screen of each role in Chromium');
    expect(output).toMatch(/floor \(react \+ react-dom rendering one element\): [\d.]+ KB raw/);
    expect(output).toMatch(/pupil → \/app\/selfassessment .* [\d.]+×/);
    expect(output).toMatch(/admin → \/app\/globaladmin\/ .* [\d.]+×/);
    expect(code).toBe(0);
  }, 180_000);

  it('bench/lighthouse audits the logged-in Self Assessment and the floor, each figure beside its goal', async () => {
    const { code, output } = await runBench('lighthouse.mjs', [
      '--no-build',
      '--runs',
      '1',
      '--form-factors',
      'mobile',
    ]);
    expect(output).toContain(
      'bench/lighthouse: Lighthouse 12.8.2, Self Assessment as the demo pupil',
    );
    expect(output).toMatch(/mobile score\s+\d+\s+\d+\s+≥ 90\s+(yes|NO)/);
    expect(output).toMatch(/mobile LCP\s+[\d.]+ s\s+[\d.]+ s\s+≤ 2\.50 s\s+(yes|NO)/);
    expect(output).toMatch(/mobile TBT\s+\d+ ms\s+\d+ ms\s+≤ 200 ms/);
    expect(output).toMatch(/mobile CLS\s+[\d.]+\s+[\d.]+\s+≤ 0\.100/);
    expect(output).toMatch(/mobile Speed Index\s+[\d.]+ s\s+[\d.]+ s/);
    expect(output).toMatch(/mobile floor LCP element: "Hello"/);
    expect(code).toBe(0);
  }, 120_000);

  it('bench/interaction measures each kind of interaction on Self Assessment and on the floor', async () => {
    const { code, output } = await runBench('interaction.mjs', [
      '--no-build',
      '--runs',
      '1',
      '--repeat',
      '1',
    ]);
    expect(output).toContain('bench/interaction: INP-like figures on Self Assessment');
    for (const kind of [
      'slider, keyboard',
      'slider, pointer on track',
      'statement, typing',
      'statement, save',
    ]) {
      expect(output).toMatch(
        new RegExp(
          `${kind}\\s+(≤16|\\d+)\\s+(≤16|\\d+)\\s+(≤16|\\d+)\\s+(≤16|\\d+)\\s+≤ 200  (yes|NO )  \\d+`,
        ),
      );
    }
    expect(code).toBe(0);
  }, 120_000);

  it('bench/overview fills a small school and times the School Overview and the inspection pack', async () => {
    const { code, output } = await runBench('overview.mjs', ['--pupils', '20', '--runs', '1']);
    expect(output).toMatch(/SQLite: 20 pupils × 8 skills × 3 rounds = \d+ grade rows/);
    expect(output).toMatch(/Overview, whole school\s+p50\s+[\d.]+ ms .* goal ≤ 500 ms: met/);
    expect(output).toMatch(
      /Inspection pack \(PDF\)\s+\d+ ms {2}\d+ KB {2}a pupil's slowest call meanwhile \d+ ms/,
    );
    expect(code).toBe(0);
  }, 60_000);
});
