/**
 * Draws a school's inspection pack as an A4 PDF with pdfkit, the way the pupil profile is
 * drawn (server/src/profile/renderProfilePdf.ts): the same embedded fonts, a tagged document
 * (headings, paragraphs, lists, tables with their header cells), page furniture and repeated
 * table headers as artifacts, and "Page n of m" on every page.
 *
 * A cover (the school, the range, how to read the pack), where the pack helps (Ofsted, Estyn,
 * Gatsby benchmark 3), then each project on its own pages: participation, progress by skill
 * and group, gap flags, evidence and example journeys. Every count comes suppressed: a null
 * is printed as a dash with a footnote under its table, never as 0. Tables break between
 * rows, repeating their header rows on the next page; the drawing is one pass over the rows.
 */
import { setImmediate } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import {
  ACCENT,
  bottom,
  contentWidth,
  drawPageNumbers,
  ensureSpace,
  INK,
  MARGIN,
  MUTED,
  RULE,
  text,
  type Doc,
  type Struct,
} from '../../profile/pdfLayout';
import { LANGUAGE_LOCALES, type Language } from '@skillfolio/shared/wire';
import { textsFor, type ServerTexts } from '../../i18n/serverTexts';
import {
  BOLD_FONT,
  BOLD_NAME,
  drawable,
  REGULAR_FONT,
  REGULAR_NAME,
} from '../../profile/profileFonts';
import { groupLabel, journeyLabel, percentOf, shownProgress, type ShownProgress } from './packCsv';
import type {
  InspectionFigures,
  PackGaps,
  PackJourney,
  PackProject,
  PackSkillProgress,
} from './packTypes';

const HEAD_FILL = '#e8eef5';

/** What a figure not shown is printed as (the footnote under its table says why). */
const SUPPRESSED = '–';

/** Table text size, and the room around a cell's text. */
const CELL_SIZE = 8;
const CELL_PAD_X = 3;
const CELL_PAD_Y = 2.5;

export async function renderPackPdf(
  figures: InspectionFigures,
  language: Language,
): Promise<Buffer> {
  const t = textsFor(language);
  const locale = LANGUAGE_LOCALES[language];
  const words = packWords(t, locale, figures);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Never the standard Helvetica (not embedded, Latin-1 only): DejaVu from the first line.
    font: REGULAR_FONT as unknown as string,
    bufferPages: true,
    tagged: true,
    lang: locale,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: drawable(t('inspection.documentTitle', { schoolName: figures.schoolName })),
      Author: drawable(figures.madeBy),
      Subject: drawable(words.range),
      Creator: 'Skillfolio',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR_NAME, REGULAR_FONT);
  doc.registerFont(BOLD_NAME, BOLD_FONT);

  const root = doc.struct('Document');
  doc.addStructure(root);
  drawCover(doc, words, root, figures);
  drawWhereThisHelps(doc, words, root);
  for (const project of figures.projects) {
    // Each project starts a page: no marked content is open between sections.
    doc.continueOnNewPage();
    await drawProject(doc, words, root, project);
  }
  root.end();
  await setImmediate();
  drawPageNumbers(doc, t('inspection.footer', { schoolName: figures.schoolName }), (page, pages) =>
    t('inspection.page', { page, pages }),
  );
  doc.end();
  return done;
}

/** The texts, the date and number formats and the rule the whole pack draws with. */
interface Words {
  t: ServerTexts;
  range: string;
  longDate: (isoDay: string) => string;
  /** The day and the time a moment falls on in London. */
  dateOf: (at: Date) => string;
  timeOf: (at: Date) => string;
  number: (value: number) => string;
  /** "a → b", in the words' order, without a translation lookup per table cell. */
  fromTo: (from: string, to: string) => string;
  footnote: string;
  minGroup: number;
  gap: number;
}

function packWords(t: ServerTexts, locale: string, figures: InspectionFigures): Words {
  const dates = new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const times = new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  // A calendar day: noon UTC is the same day in London all year round.
  const longDate = (isoDay: string): string => {
    const day = new Date(`${isoDay.slice(0, 10)}T12:00:00Z`);
    return Number.isNaN(day.getTime()) ? isoDay : dates.format(day);
  };
  return {
    t,
    range: t('inspection.range', { from: longDate(figures.from), to: longDate(figures.to) }),
    longDate,
    dateOf: (at) => dates.format(at),
    timeOf: (at) => times.format(at),
    number: (value) => numbers.format(value),
    fromTo: fromToOf(t),
    footnote: t('inspection.suppressed', { minGroup: figures.minGroup }),
    minGroup: figures.minGroup,
    gap: figures.gap,
  };
}

function fromToOf(t: ServerTexts): (from: string, to: string) => string {
  const [before = '', between = '', after = ''] = t('inspection.fromTo', {
    from: '\u0000',
    to: '\u0000',
  }).split('\u0000');
  return (from, to) => `${before}${from}${between}${to}${after}`;
}

function rule(doc: Doc, y: number, colour = RULE, width = 0.75): void {
  doc.save();
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(width)
    .strokeColor(colour)
    .stroke();
  doc.endMarkedContent();
  doc.restore();
}

function sectionHeading(doc: Doc, parent: Struct, title: string): void {
  ensureSpace(doc, 90);
  doc.moveDown(0.8);
  text(doc, parent, 'H2', title, { font: 'bold', size: 15, colour: ACCENT, gap: 0.2 });
  rule(doc, doc.y);
  doc.moveDown(0.6);
}

function subHeading(doc: Doc, parent: Struct, title: string): void {
  ensureSpace(doc, 80);
  doc.moveDown(0.6);
  text(doc, parent, 'H3', title, { font: 'bold', size: 12.5, colour: ACCENT, gap: 0.3 });
}

function minorHeading(doc: Doc, parent: Struct, title: string): void {
  ensureSpace(doc, 70);
  doc.moveDown(0.4);
  text(doc, parent, 'H4', title, { font: 'bold', size: 10.5, gap: 0.15 });
}

function note(doc: Doc, parent: Struct, value: string): void {
  text(doc, parent, 'P', value, { size: 9.5, colour: MUTED, gap: 0.3 });
}

// ---------------------------------------------------------------------------------------
// Tables

type Align = 'left' | 'right';

interface HeadCell {
  text: string;
  colSpan?: number;
  rowSpan?: number;
}

interface TableSpec {
  /** Each column's share of the width (any unit; scaled to the page). */
  widths: readonly number[];
  align: readonly Align[];
  head: readonly (readonly HeadCell[])[];
  body: readonly (readonly string[])[];
  /** What a continued table's first line on a new page says it is. */
  title: string;
  /** The first column names its row (a row header): true for a table of groups. */
  rowHeaders?: boolean;
}

interface PlacedHead {
  text: string;
  row: number;
  col: number;
  colSpan: number;
  rowSpan: number;
}

/** The Table attributes (PDF 32000 14.8.5.7) pdfkit's structure options have no name for. */
interface TableAttributes {
  O: 'Table';
  Scope?: 'Row' | 'Column';
  ColSpan?: number;
  RowSpan?: number;
}

/**
 * A structure element with table attributes. pdfkit's own table sets them on the element's
 * dictionary the same way; its typings leave the dictionary out.
 */
function cellStruct(doc: Doc, type: 'TH' | 'TD', attributes: TableAttributes | null): Struct {
  const element = doc.struct(type);
  if (attributes !== null) {
    (element as unknown as { dictionary: { data: { A?: TableAttributes } } }).dictionary.data.A =
      attributes;
  }
  return element;
}

/**
 * The room a small table needs with its heading (`above`: the heading and header rows), so it
 * starts on a new page rather than split; a long one is left to break between its rows.
 */
function keepTogether(above: number, rows: number): number {
  return Math.min(above + rows * 15, 250);
}

/** Places the header cells on the grid, each after the columns the rows above still hold. */
function placeHead(head: TableSpec['head']): PlacedHead[] {
  const claimed = new Set<string>();
  const placed: PlacedHead[] = [];
  head.forEach((cells, row) => {
    let col = 0;
    for (const cell of cells) {
      while (claimed.has(`${row}:${col}`)) col += 1;
      const colSpan = cell.colSpan ?? 1;
      const rowSpan = cell.rowSpan ?? 1;
      for (let r = row; r < row + rowSpan; r += 1) {
        for (let c = col; c < col + colSpan; c += 1) claimed.add(`${r}:${c}`);
      }
      placed.push({ text: cell.text, row, col, colSpan, rowSpan });
      col += colSpan;
    }
  });
  return placed;
}

/**
 * Column widths that fit: each column after the first as wide as its widest header word and
 * `samples[col]` (its widest figure), the first taking the rest. For a table of many short
 * figures (progress), where shares of the width would break a word such as "Disgyblion".
 */
function fittedWidths(doc: Doc, head: TableSpec['head'], samples: readonly string[]): number[] {
  const placed = placeHead(head);
  const widths = samples.map((sample, col) => {
    if (col === 0) return 0;
    doc.font(REGULAR_NAME).fontSize(CELL_SIZE);
    let width = doc.widthOfString(sample);
    doc.font(BOLD_NAME);
    for (const cell of placed) {
      if (cell.col !== col || cell.colSpan !== 1) continue;
      for (const word of drawable(cell.text).split(/\s+/)) {
        width = Math.max(width, doc.widthOfString(word));
      }
    }
    return Math.ceil(width + 2 * CELL_PAD_X + 1);
  });
  const rest = contentWidth(doc) - widths.reduce((sum, w) => sum + w, 0);
  widths[0] = Math.max(rest, 60);
  return widths;
}

/** The height a cell's text takes in `width`, in the font and size already set. */
function textHeight(doc: Doc, shown: string, width: number): number {
  if (!shown.includes('\n') && doc.widthOfString(shown) <= width) {
    return doc.currentLineHeight(true);
  }
  return doc.heightOfString(shown, { width });
}

/** Draws a cell's text: one line straight onto the page, else wrapped within its width. */
function cellText(doc: Doc, shown: string, x: number, y: number, width: number, align: Align) {
  const single = !shown.includes('\n') ? doc.widthOfString(shown) : Infinity;
  if (single <= width) {
    doc.text(shown, align === 'right' ? x + width - single : x, y, { lineBreak: false });
  } else {
    doc.text(shown, x, y, { width, align });
  }
}

/**
 * Draws a tagged table (Table > THead/TBody > TR > TH/TD), breaking between rows: a row that
 * does not fit goes to the next page, under the header rows drawn again as an artifact
 * (readers have them once). A footnote follows when a cell holds a figure not shown.
 */
function drawTable(doc: Doc, words: Words, parent: Struct, spec: TableSpec): void {
  const left = doc.page.margins.left;
  const total = spec.widths.reduce((sum, w) => sum + w, 0);
  const widths = spec.widths.map((w) => (w / total) * contentWidth(doc));
  const xs: number[] = [];
  widths.reduce((x, w) => {
    xs.push(x);
    return x + w;
  }, left);
  const spanWidth = (col: number, span: number): number =>
    widths.slice(col, col + span).reduce((sum, w) => sum + w, 0);

  // Header rows' heights: each row as tall as its tallest one-row cell, the last row of a
  // taller spanning cell made up to it.
  const head = placeHead(spec.head);
  doc.font(BOLD_NAME).fontSize(CELL_SIZE);
  const shownHead = head.map((cell) => drawable(cell.text));
  const heights = spec.head.map(() => 0);
  head.forEach((cell, i) => {
    if (cell.rowSpan !== 1) return;
    const h = textHeight(
      doc,
      shownHead[i] ?? '',
      spanWidth(cell.col, cell.colSpan) - 2 * CELL_PAD_X,
    );
    heights[cell.row] = Math.max(heights[cell.row] ?? 0, h + 2 * CELL_PAD_Y);
  });
  head.forEach((cell, i) => {
    if (cell.rowSpan === 1) return;
    const h = textHeight(
      doc,
      shownHead[i] ?? '',
      spanWidth(cell.col, cell.colSpan) - 2 * CELL_PAD_X,
    );
    const lastRow = cell.row + cell.rowSpan - 1;
    let sum = 0;
    for (let r = cell.row; r <= lastRow; r += 1) sum += heights[r] ?? 0;
    if (h + 2 * CELL_PAD_Y > sum)
      heights[lastRow] = (heights[lastRow] ?? 0) + h + 2 * CELL_PAD_Y - sum;
  });
  const headHeight = heights.reduce((sum, h) => sum + h, 0);
  const rowTop = (row: number): number => heights.slice(0, row).reduce((sum, h) => sum + h, 0);

  const drawHeadBackground = (top: number): void => {
    doc.save();
    doc.markContent('Artifact', { type: 'Layout' });
    doc.rect(left, top, contentWidth(doc), headHeight).fill(HEAD_FILL);
    doc.endMarkedContent();
    doc.restore();
  };
  const drawHeadCell = (cell: PlacedHead, shown: string, top: number): void => {
    const x = (xs[cell.col] ?? left) + CELL_PAD_X;
    const width = spanWidth(cell.col, cell.colSpan) - 2 * CELL_PAD_X;
    const align = cell.colSpan === 1 ? (spec.align[cell.col] ?? 'left') : 'left';
    doc.font(BOLD_NAME).fontSize(CELL_SIZE).fillColor(INK);
    cellText(doc, shown, x, top + rowTop(cell.row) + CELL_PAD_Y, width, align);
  };

  // The first time: tagged header cells. After a page break: the same, as an artifact.
  const table = doc.struct('Table');
  parent.add(table);
  const drawTaggedHead = (): void => {
    const top = doc.y;
    drawHeadBackground(top);
    const thead = doc.struct('THead');
    table.add(thead);
    spec.head.forEach((_, row) => {
      const tr = doc.struct('TR');
      thead.add(tr);
      head.forEach((cell, i) => {
        if (cell.row !== row) return;
        const attributes: TableAttributes = { O: 'Table', Scope: 'Column' };
        if (cell.colSpan > 1) attributes.ColSpan = cell.colSpan;
        if (cell.rowSpan > 1) attributes.RowSpan = cell.rowSpan;
        const th = cellStruct(doc, 'TH', attributes);
        tr.add(th);
        const shown = shownHead[i] ?? '';
        th.add(() => drawHeadCell(cell, shown, top));
        th.end();
      });
      tr.end();
    });
    thead.end();
    doc.y = top + headHeight;
  };
  const drawRepeatedHead = (): void => {
    doc.save();
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.font(REGULAR_NAME).fontSize(8.5).fillColor(MUTED);
    doc.text(drawable(words.t('inspection.continued', { title: spec.title })), left, doc.y, {
      width: contentWidth(doc),
    });
    doc.endMarkedContent();
    doc.restore();
    doc.y += 2;
    const top = doc.y;
    drawHeadBackground(top);
    doc.save();
    doc.markContent('Artifact', { type: 'Pagination' });
    head.forEach((cell, i) => drawHeadCell(cell, shownHead[i] ?? '', top));
    doc.endMarkedContent();
    doc.restore();
    doc.y = top + headHeight;
  };

  // The body: each row measured, moved to a new page if it does not fit, then drawn. The
  // rules under the rows are drawn together, once a page, as one artifact.
  doc.font(REGULAR_NAME).fontSize(CELL_SIZE);
  const lineHeight = doc.currentLineHeight(true);
  const firstRowHeight = spec.body.length > 0 ? lineHeight + 2 * CELL_PAD_Y : 0;
  ensureSpace(doc, headHeight + firstRowHeight + 4);
  drawTaggedHead();
  const tbody = doc.struct('TBody');
  table.add(tbody);
  let suppressed = false;
  let rules: number[] = [];
  const drawRules = (): void => {
    if (rules.length === 0) return;
    doc.save();
    doc.markContent('Artifact', { type: 'Layout' });
    for (const y of rules) doc.moveTo(left, y).lineTo(left + contentWidth(doc), y);
    doc.lineWidth(0.4).strokeColor(RULE).stroke();
    doc.endMarkedContent();
    doc.restore();
    rules = [];
  };
  // The text colour, set again on each new page (a page starts with the default state).
  doc.fillColor(INK);
  for (const row of spec.body) {
    doc.font(REGULAR_NAME).fontSize(CELL_SIZE);
    const shown = row.map((value) => drawable(value));
    let height = lineHeight;
    shown.forEach((value, col) => {
      height = Math.max(height, textHeight(doc, value, (widths[col] ?? 0) - 2 * CELL_PAD_X));
    });
    height += 2 * CELL_PAD_Y;
    if (doc.y + height > bottom(doc)) {
      drawRules();
      doc.continueOnNewPage();
      drawRepeatedHead();
      doc.font(REGULAR_NAME).fontSize(CELL_SIZE).fillColor(INK);
    }
    const top = doc.y;
    const tr = doc.struct('TR');
    tbody.add(tr);
    row.forEach((value, col) => {
      // A figure not shown (the first column names the row, and may hold any dash).
      if (col > 0 && value.includes(SUPPRESSED)) suppressed = true;
      const isRowHeader = spec.rowHeaders === true && col === 0;
      const cell = cellStruct(
        doc,
        isRowHeader ? 'TH' : 'TD',
        isRowHeader ? { O: 'Table', Scope: 'Row' } : null,
      );
      tr.add(cell);
      const x = (xs[col] ?? left) + CELL_PAD_X;
      const width = (widths[col] ?? 0) - 2 * CELL_PAD_X;
      const text = shown[col] ?? '';
      cell.add(() => cellText(doc, text, x, top + CELL_PAD_Y, width, spec.align[col] ?? 'left'));
      cell.end();
    });
    tr.end();
    rules.push(top + height);
    doc.y = top + height;
  }
  drawRules();
  tbody.end();
  table.end();
  doc.x = left;
  doc.moveDown(0.4);
  if (suppressed) note(doc, parent, words.footnote);
  else doc.moveDown(0.3);
}

// ---------------------------------------------------------------------------------------
// Figures as cells

function count(words: Words, value: number | null): string {
  return value === null ? SUPPRESSED : words.number(value);
}

function percent(value: number | null): string {
  return value === null ? SUPPRESSED : `${value}%`;
}

function median(words: Words, figures: ShownProgress): string {
  if (figures.medianFrom === null && figures.medianTo === null) return SUPPRESSED;
  return words.fromTo(count(words, figures.medianFrom), count(words, figures.medianTo));
}

/** A pupil's rating in a journey: a null there is "not rated", not a figure withheld. */
function rating(words: Words, value: number | null): string {
  return value === null ? words.t('inspection.journeys.notRated') : words.number(value);
}

// ---------------------------------------------------------------------------------------
// The sections

function drawCover(doc: Doc, words: Words, root: Struct, figures: InspectionFigures): void {
  const { t } = words;
  const section = doc.struct('Sect');
  root.add(section);
  text(doc, section, 'H1', t('inspection.title'), { font: 'bold', size: 20, gap: 0.1 });
  text(doc, section, 'P', figures.schoolName, { font: 'bold', size: 14 });
  text(doc, section, 'P', words.range, { size: 12, colour: MUTED });
  const made = new Date(figures.madeAt);
  const madeText = Number.isNaN(made.getTime())
    ? t('inspection.madeBy', { date: figures.madeAt, name: figures.madeBy })
    : t('inspection.madeAtBy', {
        date: words.dateOf(made),
        time: words.timeOf(made),
        name: figures.madeBy,
      });
  text(doc, section, 'P', madeText, { size: 10.5, colour: MUTED });

  sectionHeading(doc, section, t('inspection.how.title'));
  const list = doc.struct('L');
  section.add(list);
  for (const key of ['voices', 'gap', 'small', 'progress']) {
    text(
      doc,
      list,
      'LI',
      `• ${t(`inspection.how.${key}`, { gap: words.gap, minGroup: words.minGroup })}`,
      {
        size: 10.5,
        gap: 0.3,
      },
    );
  }
  list.end();
  section.end();
}

function drawWhereThisHelps(doc: Doc, words: Words, root: Struct): void {
  const { t } = words;
  const section = doc.struct('Sect');
  root.add(section);
  sectionHeading(doc, section, t('inspection.where.title'));
  note(doc, section, t('inspection.where.caveat'));
  drawTable(doc, words, section, {
    widths: [2, 3],
    align: ['left', 'left'],
    head: [[{ text: t('inspection.where.framework') }, { text: t('inspection.where.sections') }]],
    body: (['ofsted', 'estyn', 'gatsby'] as const).map((key) => [
      t(`inspection.where.${key}`),
      t(`inspection.where.${key}Sections`),
    ]),
    title: t('inspection.where.title'),
    rowHeaders: true,
  });
  section.end();
}

async function drawProject(
  doc: Doc,
  words: Words,
  root: Struct,
  project: PackProject,
): Promise<void> {
  const { t } = words;
  const section = doc.struct('Sect');
  root.add(section);
  text(doc, section, 'H2', project.name, { font: 'bold', size: 17, colour: ACCENT, gap: 0.2 });
  rule(doc, doc.y);
  doc.moveDown(0.5);
  if (project.rounds.length === 0) {
    text(doc, section, 'P', t('inspection.project.noRounds'), { colour: MUTED });
    section.end();
    return;
  }
  const rounds = project.rounds
    .map((r) => t('inspection.roundWithDate', { name: r.name, date: words.longDate(r.opensOn) }))
    .join('; ');
  text(doc, section, 'P', t('inspection.project.rounds', { rounds }), { size: 10.5, gap: 0.2 });

  drawParticipation(doc, words, section, project);
  await setImmediate();
  await drawProgress(doc, words, section, project);
  drawGaps(doc, words, section, project.gaps);
  drawEvidence(doc, words, section, project);
  await setImmediate();
  drawJourneys(doc, words, section, project.journeys);
  section.end();
}

function drawParticipation(doc: Doc, words: Words, parent: Struct, project: PackProject): void {
  const { t } = words;
  const section = doc.struct('Sect');
  parent.add(section);
  subHeading(doc, section, t('inspection.participation.title'));
  for (const round of project.participation) {
    const title = t('inspection.roundWithDate', {
      name: round.roundName,
      date: words.longDate(round.opensOn),
    });
    ensureSpace(doc, keepTogether(50, round.rows.length));
    minorHeading(doc, section, title);
    drawTable(doc, words, section, {
      widths: [3, 1.3, 1.3, 1.3],
      align: ['left', 'right', 'right', 'right'],
      head: [
        [
          { text: t('inspection.group') },
          { text: t('inspection.pupils') },
          { text: t('inspection.participation.assessed') },
          { text: t('inspection.participation.percent') },
        ],
      ],
      body: round.rows.map((row) => [
        groupLabel(t, row.group),
        count(words, row.pupils),
        count(words, row.assessed),
        percent(percentOf(row.assessed, row.pupils)),
      ]),
      title: `${t('inspection.participation.title')}: ${title}`,
      rowHeaders: true,
    });
  }
  section.end();
}

/** The progress rows grouped by skill, in the order the skills first come. */
function bySkill(progress: readonly PackSkillProgress[]): PackSkillProgress[][] {
  const skills = new Map<string, PackSkillProgress[]>();
  for (const entry of progress) {
    const key = `${entry.area ?? ''}\u0000${entry.skill}`;
    const rows = skills.get(key);
    if (rows === undefined) skills.set(key, [entry]);
    else rows.push(entry);
  }
  return [...skills.values()];
}

async function drawProgress(
  doc: Doc,
  words: Words,
  parent: Struct,
  project: PackProject,
): Promise<void> {
  const { t } = words;
  const section = doc.struct('Sect');
  parent.add(section);
  subHeading(doc, section, t('inspection.progress.title'));
  const first = project.rounds[0]?.name ?? '';
  const last = project.rounds[project.rounds.length - 1]?.name ?? '';
  if (project.progress.length === 0) {
    note(
      doc,
      section,
      project.rounds.length < 2 ? t('inspection.progress.needsTwo') : t('inspection.progress.none'),
    );
    section.end();
    return;
  }
  note(doc, section, t('inspection.progress.intro', { from: first, to: last }));
  const voiceHead = [
    { text: t('inspection.pupils') },
    { text: t('inspection.progress.higher') },
    { text: t('inspection.progress.same') },
    { text: t('inspection.progress.lower') },
    { text: t('inspection.progress.median') },
  ];
  const head: TableSpec['head'] = [
    [
      { text: t('inspection.group'), rowSpan: 2 },
      { text: t('inspection.ownRating'), colSpan: 5 },
      { text: t('inspection.teacherRating'), colSpan: 5 },
    ],
    [...voiceHead, ...voiceHead],
  ];
  // The same columns for every skill's table: fitted to the words and the widest figures.
  const voiceSamples = ['8888', '100%', '100%', '100%', '9.5 → 9.5'];
  const widths = fittedWidths(doc, head, ['', ...voiceSamples, ...voiceSamples]);
  for (const rows of bySkill(project.progress)) {
    const skill = rows[0];
    if (skill === undefined) continue;
    ensureSpace(doc, keepTogether(80, rows.length));
    if (skill.area !== null) {
      doc.moveDown(0.3);
      text(doc, section, 'P', skill.area, { size: 8.5, colour: MUTED });
      doc.moveDown(-0.3);
    }
    minorHeading(doc, section, skill.skill);
    drawTable(doc, words, section, {
      widths,
      align: ['left', ...Array.from({ length: 10 }, (): Align => 'right')],
      head,
      body: rows.map((row) => {
        const own = shownProgress(row.own, words.minGroup);
        const teacher = shownProgress(row.teacher, words.minGroup);
        return [groupLabel(t, row.group), ...voiceCells(words, own), ...voiceCells(words, teacher)];
      }),
      title: skill.skill,
      rowHeaders: true,
    });
    await setImmediate();
  }
  section.end();
}

function voiceCells(words: Words, figures: ShownProgress): string[] {
  return [
    count(words, figures.pupils),
    percent(figures.higherPercent),
    percent(figures.samePercent),
    percent(figures.lowerPercent),
    median(words, figures),
  ];
}

function drawGaps(doc: Doc, words: Words, parent: Struct, gaps: PackGaps | null): void {
  const { t } = words;
  const section = doc.struct('Sect');
  parent.add(section);
  subHeading(doc, section, t('inspection.gaps.title'));
  if (gaps === null) {
    note(doc, section, t('inspection.gaps.needsTwo'));
    section.end();
    return;
  }
  note(
    doc,
    section,
    t('inspection.gaps.intro', { from: gaps.fromRound, to: gaps.toRound, gap: words.gap }),
  );
  drawTable(doc, words, section, {
    widths: [1, 1, 1, 1, 1],
    align: ['right', 'right', 'right', 'right', 'right'],
    head: [
      [
        { text: t('inspection.gaps.rated') },
        { text: t('inspection.gaps.flagged') },
        { text: t('inspection.gaps.resolved') },
        { text: t('inspection.gaps.open') },
        { text: t('inspection.gaps.notRatedAgain') },
      ],
    ],
    body: [
      [
        count(words, gaps.rated),
        count(words, gaps.flagged),
        count(words, gaps.resolved),
        count(words, gaps.open),
        count(words, gaps.notRatedAgain),
      ],
    ],
    title: t('inspection.gaps.title'),
  });
  section.end();
}

function drawEvidence(doc: Doc, words: Words, parent: Struct, project: PackProject): void {
  const { t } = words;
  const section = doc.struct('Sect');
  parent.add(section);
  subHeading(doc, section, t('inspection.evidence.title'));
  if (project.evidence.length === 0) {
    note(doc, section, t('inspection.evidence.none'));
    section.end();
    return;
  }
  note(doc, section, t('inspection.evidence.intro'));
  drawTable(doc, words, section, {
    widths: [3, 1.3, 1.3, 1.3],
    align: ['left', 'right', 'right', 'right'],
    head: [
      [
        { text: t('inspection.group') },
        { text: t('inspection.pupils') },
        { text: t('inspection.evidence.withEvidence') },
        { text: t('inspection.evidence.pieces') },
      ],
    ],
    body: project.evidence.map((row) => [
      groupLabel(t, row.group),
      count(words, row.pupils),
      count(words, row.withEvidence),
      count(words, row.pieces),
    ]),
    title: t('inspection.evidence.title'),
    rowHeaders: true,
  });
  section.end();
}

function drawJourneys(
  doc: Doc,
  words: Words,
  parent: Struct,
  journeys: readonly PackJourney[],
): void {
  const { t } = words;
  const section = doc.struct('Sect');
  parent.add(section);
  subHeading(doc, section, t('inspection.journeys.title'));
  if (journeys.length === 0) {
    note(doc, section, t('inspection.journeys.none'));
    section.end();
    return;
  }
  note(doc, section, t('inspection.journeys.intro'));
  for (const journey of journeys) {
    const label = journeyLabel(t, journey);
    minorHeading(doc, section, label);
    text(doc, section, 'P', words.fromTo(journey.fromRound, journey.toRound), {
      size: 9.5,
      colour: MUTED,
      gap: 0.2,
    });
    drawTable(doc, words, section, {
      widths: [2, 1, 1],
      align: ['left', 'right', 'right'],
      head: [
        [
          { text: t('inspection.skill') },
          { text: t('inspection.ownRating') },
          { text: t('inspection.teacherRating') },
        ],
      ],
      body: journey.skills.map((skill) => [
        skill.skill,
        words.fromTo(rating(words, skill.ownFrom), rating(words, skill.ownTo)),
        words.fromTo(rating(words, skill.teacherFrom), rating(words, skill.teacherTo)),
      ]),
      title: label,
      rowHeaders: true,
    });
    text(
      doc,
      section,
      'P',
      t('inspection.journeys.done', {
        pieces: journey.evidencePieces,
        steps: journey.planStepsDone,
      }),
      { size: 10, gap: 0.4 },
    );
  }
  section.end();
}
