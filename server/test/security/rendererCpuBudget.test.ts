/**
 * Every renderer of text a user typed does work in proportion to the text's length, however
 * the text is made: the pathological inputs of CommonMark's own suite (cmark's
 * pathological_tests.py) and the ones found against markdown-it here, each at a quarter and
 * at the whole of a note's largest size: four times the text must take about four times the
 * work (quadratic work takes 16), and the largest must cost at most a few times what ordinary
 * writing of that length costs, measured in the same run. What is compared is the CPU time
 * of the rendering thread, as the least ratio of a few back-to-back pairs, so a busy machine
 * does not make a failure.
 */
import { NOTE_TEXT_MAX } from '@skillfolio/shared/wire';
import { notePlainText } from '../../src/profile/notePlainText';
import { renderMarkdown } from '../../src/wire/markdown';

const repeat = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Each makes a text of about `n` characters. */
export const PATHOLOGICAL_MARKDOWN: ReadonlyArray<[name: string, make: (n: number) => string]> = [
  ['image openers ![', (n) => repeat('![', n)],
  ['link openers [', (n) => repeat('[', n)],
  ['nested brackets', (n) => `${'['.repeat(n / 2 - 1)}a${']'.repeat(n / 2)}`],
  ['link openers with text [a', (n) => repeat('[a', n)],
  ['link closers a]', (n) => repeat('a]', n)],
  ['link openers and emphasis closers', (n) => repeat('[ a_', n)],
  ['pattern [ (](', (n) => repeat('[ (](', n)],
  ['pattern ![[]()', (n) => repeat('![[]()', n)],
  ['unclosed links [a](<b', (n) => repeat('[a](<b', n)],
  ['unclosed links [a](b', (n) => repeat('[a](b', n)],
  ['images in links [![', (n) => repeat('[![', n)],
  ['escaped closers [\\]', (n) => repeat('[\\]', n)],
  ['code in labels [`', (n) => repeat('[`', n)],
  ['nested strong and emphasis', (n) => `${repeat('*a **a ', n / 2)}b${repeat(' a** a*', n / 2)}`],
  ['emphasis closers a_', (n) => repeat('a_ ', n)],
  ['emphasis openers _a', (n) => repeat('_a ', n)],
  ['mismatched *a_', (n) => repeat('*a_ ', n)],
  ['closers in threes', (n) => `a**b${repeat('c* ', n)}`],
  ['nested block quotes', (n) => `${repeat('> ', n)}a`],
  [
    'deeply nested lists',
    (n) =>
      Array.from({ length: Math.ceil(n / 30) }, (_, i) => `${' '.repeat(i % 50)}* a`).join('\n'),
  ],
  [
    'growing backtick runs',
    (n) =>
      Array.from({ length: 400 }, (_, i) => `${'`'.repeat(i + 1)}a`)
        .join('')
        .slice(0, n),
  ],
  [
    'many references',
    (n) =>
      Array.from({ length: Math.ceil(n / 16) }, (_, i) => `[${i}]: u\n`).join('') +
      repeat('[0] ', n / 2),
  ],
  ['entities &#', (n) => repeat('&#', n)],
  ['autolink openers', (n) => repeat('<http://', n)],
  ['NUL-free control mix', (n) => repeat('\u0001[\u0002*', n)],
];

/**
 * CPU time of the thread that renders (not wall time: other processes on a busy machine do not
 * count; nor the process's other threads, whose concurrent garbage collection grows with
 * whatever else the jest worker holds and once made a linear case look 7 times ordinary).
 */
/**
 * The thread's CPU ms of one `work()`, over as many runs as make up MIN_MEASURED_MS: some
 * kernels count a thread's CPU time in scheduler ticks (4 ms), so one quick render could
 * read as 0 and a ratio of two as 0/0.
 */
function cpuMs(work: () => unknown): number {
  const before = process.threadCpuUsage();
  const spentMs = () => {
    const used = process.threadCpuUsage(before);
    return (used.user + used.system) / 1000;
  };
  let runs = 0;
  do {
    work();
    runs += 1;
  } while (spentMs() < MIN_MEASURED_MS && runs < MAX_RUNS);
  return spentMs() / runs;
}
const MIN_MEASURED_MS = 12;
const MAX_RUNS = 200;

/**
 * How many times the CPU time of rendering `text` is that of rendering `baseline`: the least
 * ratio of a few back-to-back pairs, after one run of each to warm up the code paths they
 * take. A busy moment slows one side of one pair; it does not slow every pair the same way,
 * while work that grows too fast shows in every pair. `pad` ms is added to both sides, so
 * tiny times (the clock's grain) do not count.
 */
function leastRatio(
  render: (text: string) => unknown,
  text: string,
  baseline: string,
  pad = 0,
): number {
  render(text);
  render(baseline);
  let least = Infinity;
  for (let run = 0; run < 5; run += 1) {
    const ms = cpuMs(() => render(text));
    const baselineMs = cpuMs(() => render(baseline));
    least = Math.min(least, (ms + pad) / (baselineMs + pad));
  }
  return least;
}

/** Ordinary writing with every kind of formatting, a note's largest size: the linear baseline. */
const ORDINARY = repeat(
  'Some **bold** and _emphasised_ text with a [link](https://example.org/page) and `code`.\n\n' +
    '- a list item\n- another with [a link](https://example.org/b)\n\n> a quote\n\n# A heading\n\n',
  NOTE_TEXT_MAX,
);

// Linear work grows ~4 times on four times the text, quadratic ~16: 8 leaves room for noise.
const MAX_GROWTH = 8;
// The worst input below costs ~4 times ordinary writing; `![` repeated cost 9 times before
// label scans had a budget (and 16 times the next size up).
const MAX_TIMES_ORDINARY = 6.5;

const RENDERERS: ReadonlyArray<[name: string, render: (text: string) => unknown]> = [
  ['the note and resource HTML', renderMarkdown],
  ["the profile's plain text", notePlainText],
];

describe.each(RENDERERS)('%s does work in proportion to the length', (_name, render) => {
  beforeAll(() => {
    // The JIT settles on the renderer's hot paths before anything is timed.
    for (let run = 0; run < 10; run += 1) render(ORDINARY);
  });

  it.each(PATHOLOGICAL_MARKDOWN)('%s', (_case, make) => {
    const small = make(NOTE_TEXT_MAX / 4);
    const large = make(NOTE_TEXT_MAX);
    const growth = leastRatio(render, large, small, 2);
    expect({ growth: growth < MAX_GROWTH ? 'linear' : growth }).toEqual({ growth: 'linear' });
    // Ordinary writing next to each case, so both see the machine as it is now.
    const times = leastRatio(render, large, ORDINARY);
    expect({ timesOrdinary: times <= MAX_TIMES_ORDINARY ? 'within' : times }).toEqual({
      timesOrdinary: 'within',
    });
  });
});

describe('the label budget', () => {
  it('still makes every link of ordinary writing', () => {
    const links = Array.from({ length: 400 }, (_, i) => `[link ${i}](https://example.org/${i})`);
    const html = renderMarkdown(links.join(' and '));
    expect(html.match(/<a /g)).toHaveLength(400);
  });

  it('leaves brackets as text once the budget is spent, and the HTML stays whole', () => {
    const html = renderMarkdown(`${'!['.repeat(10_000)}\n\n[after](https://example.org)`);
    expect(html.startsWith('<p>![![')).toBe(true);
    expect(html.endsWith('</p>\n')).toBe(true);
  });
});
