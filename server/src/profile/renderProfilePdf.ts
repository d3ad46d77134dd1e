/**
 * Draws a pupil's future-ready profile as an A4 PDF with pdfkit: header (pupil, school,
 * project, date), the chosen sections, a progress chart as vector graphics, and "Page n of
 * m" on every page. The document is tagged (headings, paragraphs, lists, a figure with its
 * alt text) so screen readers can follow it; page furniture is marked as artifacts. A
 * profile made with a verify link carries it beside the header as a QR code and in print.
 */
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
} from './pdfLayout';
import { create as createQr } from 'qrcode';
import type { ProfileContent, ProfileNote, ProfileSkill } from '@skillfolio/shared/types';
import { LANGUAGE_LOCALES, type Language } from '@skillfolio/shared/wire';
import { textsFor, type ServerTexts } from '../i18n/serverTexts';
import { BOLD_FONT, BOLD_NAME, drawable, REGULAR_FONT, REGULAR_NAME } from './profileFonts';

/** What the pupil chose to put in (skills and notes already narrowed to the chosen ones). */
export interface ProfileChoices {
  projectName: string;
  skills: readonly ProfileSkill[];
  notes: readonly ProfileNote[];
  grades: boolean;
  chart: boolean;
  evidence: boolean;
  /** The language of its words (the request's); what the pupil wrote stays as written. */
  language: Language;
  /**
   * The public page where a reader can check the profile is genuine: printed beside the
   * header as a QR code and as a link. None for the profiles that have no such page.
   */
  verifyUrl?: string;
}

/** Colour-blind-safe (Okabe–Ito) colours for the rounds; each bar also carries its number. */
const ROUND_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'];
/** The verify QR code's width with its quiet zone: 24 mm, which a phone reads off paper. */
const QR_WIDTH = (24 / 25.4) * 72;
/** The blank margin the QR specification asks for around the code, in modules. */
const QR_QUIET_ZONE = 4;
/** The gap between the header's words and the QR code beside them. */
const QR_GAP = 12;

export function renderProfilePdf(
  content: ProfileContent,
  choices: ProfileChoices,
): Promise<Buffer> {
  const t = textsFor(choices.language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Never the standard Helvetica (not embedded, Latin-1 only): DejaVu from the first line.
    font: REGULAR_FONT as unknown as string,
    bufferPages: true,
    tagged: true,
    lang: LANGUAGE_LOCALES[choices.language],
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: drawable(t('profile.documentTitle', { pupilName: content.pupil_name })),
      Author: drawable(content.pupil_name),
      Subject: drawable(choices.projectName),
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
  if (choices.verifyUrl === undefined) {
    drawHeader(doc, t, root, content, choices.projectName, contentWidth(doc));
  } else {
    const top = doc.y;
    drawHeader(doc, t, root, content, choices.projectName, contentWidth(doc) - QR_WIDTH - QR_GAP);
    drawVerifyLink(doc, t, root, choices.verifyUrl, top);
  }
  if (choices.grades) drawGrades(doc, t, root, choices.skills);
  if (choices.chart)
    drawChart(
      doc,
      t,
      root,
      content.rounds.map((r) => r.assessment_name),
      choices.skills,
    );
  if (choices.evidence) drawEvidence(doc, t, root, content);
  if (choices.notes.length > 0) drawNotes(doc, t, root, choices.notes);
  root.end();
  drawPageNumbers(doc, t('profile.footer', { pupilName: content.pupil_name }), (page, pages) =>
    t('profile.page', { page, pages }),
  );
  doc.end();
  return done;
}

function sectionHeading(doc: Doc, parent: Struct, title: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  text(doc, parent, 'H2', title, { font: 'bold', size: 15, colour: ACCENT, gap: 0.2 });
  const y = doc.y;
  doc.save();
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.endMarkedContent();
  doc.restore();
  doc.moveDown(0.6);
}

function drawHeader(
  doc: Doc,
  t: ServerTexts,
  root: Struct,
  content: ProfileContent,
  projectName: string,
  width: number,
): void {
  text(doc, root, 'P', t('profile.heading'), { font: 'bold', size: 11, colour: ACCENT, width });
  text(doc, root, 'H1', content.pupil_name, { font: 'bold', size: 24, gap: 0.1, width });
  if (content.school_name !== null) {
    text(doc, root, 'P', content.school_name, { size: 13, colour: MUTED, width });
  }
  text(doc, root, 'P', t('profile.project', { projectName }), { size: 11, colour: MUTED, width });
  text(doc, root, 'P', t('profile.madeOn', { date: content.made_on }), {
    size: 11,
    colour: MUTED,
    width,
  });
}

/**
 * The verify link: its QR code at the top right, level with the header (which `top` is the
 * top of), and under it, right-aligned, "Check this profile is genuine:" and the link itself,
 * which opens the page when clicked. The code is a figure whose alternative text is the link;
 * it is drawn as vector squares, black on white with its quiet zone, so it prints sharp.
 */
function drawVerifyLink(doc: Doc, t: ServerTexts, root: Struct, url: string, top: number): void {
  const modules = createQr(url, { errorCorrectionLevel: 'M' }).modules;
  const left = doc.page.width - doc.page.margins.right - QR_WIDTH;
  const cell = QR_WIDTH / (modules.size + 2 * QR_QUIET_ZONE);
  root.add(
    doc.struct('Figure', { alt: t('profile.verifyQrAlt', { url }) }, () => {
      doc.rect(left, top, QR_WIDTH, QR_WIDTH).fill('#ffffff');
      const origin = QR_QUIET_ZONE * cell;
      for (let row = 0; row < modules.size; row += 1) {
        for (let col = 0; col < modules.size; col += 1) {
          if (modules.get(row, col)) {
            doc.rect(left + origin + col * cell, top + origin + row * cell, cell, cell);
          }
        }
      }
      // One fill of all the squares: no hairline gaps between neighbours.
      doc.fill('#000000');
    }),
  );
  doc.y = Math.max(doc.y, top + QR_WIDTH) + 2;
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  root.add(
    doc.struct('P', {}, () => {
      doc
        .font(REGULAR_NAME)
        .fontSize(8)
        .fillColor(MUTED)
        .text(t('profile.verifyCheck'), x, doc.y, { width, align: 'right' });
    }),
  );
  const paragraph = doc.struct('P');
  root.add(paragraph);
  paragraph.add(
    doc.struct('Link', {}, () => {
      doc
        .font(REGULAR_NAME)
        .fontSize(8)
        .fillColor(ACCENT)
        .text(url, x, doc.y, { width, align: 'right', link: url, underline: true });
    }),
  );
  paragraph.end();
  doc.fillColor(INK);
}

function gradeLine(t: ServerTexts, skill: ProfileSkill): string {
  if (skill.latest === null) return t('profile.notGradedYet');
  return t('profile.gradeLine', {
    grade: skill.latest.grade,
    assessmentName: skill.latest.assessment_name,
  });
}

function drawGrades(doc: Doc, t: ServerTexts, root: Struct, skills: readonly ProfileSkill[]): void {
  const section = doc.struct('Sect');
  root.add(section);
  sectionHeading(doc, section, t('wire:PROFILE_SECTION_TITLES.grades'));
  for (const skill of skills) {
    ensureSpace(doc, 70);
    if (skill.parent_descriptor !== null) {
      text(doc, section, 'P', skill.parent_descriptor, { size: 9, colour: MUTED });
    }
    text(doc, section, 'H3', skill.skill_descriptor, { font: 'bold', size: 12.5 });
    text(doc, section, 'P', gradeLine(t, skill), { size: 10.5, colour: ACCENT, gap: 0.15 });
    if (skill.latest !== null) drawGradeMeter(doc, skill.latest.grade);
    if (skill.latest !== null && skill.latest.teacher_grade !== null) {
      const rating = t('wire:profileTeacherRatingLine', { grade: skill.latest.teacher_grade });
      text(doc, section, 'P', rating, {
        size: 10,
        colour: MUTED,
        gap: 0.15,
      });
    }
    if (skill.latest !== null && skill.latest.statement.trim() !== '') {
      text(doc, section, 'P', skill.latest.statement, { size: 10.5, gap: 0.2 });
    }
    doc.moveDown(0.7);
  }
}

/** Ten small boxes, `grade` of them filled: the grade at a glance (the line above says it). */
function drawGradeMeter(doc: Doc, grade: number): void {
  const size = 7;
  const gap = 2;
  const x0 = doc.page.margins.left;
  const y = doc.y;
  doc.save();
  doc.markContent('Artifact', { type: 'Layout' });
  for (let i = 0; i < 10; i += 1) {
    const x = x0 + i * (size + gap);
    doc.rect(x, y, size, size).lineWidth(0.5);
    if (i < grade) doc.fillAndStroke(ACCENT, ACCENT);
    else doc.strokeColor(RULE).stroke();
  }
  doc.endMarkedContent();
  doc.restore();
  doc.y = y + size + 5;
}

/** What the chart shows, in words: the figure's alternative text. */
function chartDescription(
  t: ServerTexts,
  roundNames: readonly string[],
  skills: readonly ProfileSkill[],
): string {
  const lines = skills.map((skill) => {
    const grades = skill.grades.map((grade, i) =>
      t('profile.chartGrade', {
        round: roundNames[i] ?? '',
        grade: grade === null ? t('profile.notGraded') : grade,
      }),
    );
    return t('profile.chartSkill', { skill: skill.skill_descriptor, grades: grades.join(', ') });
  });
  return t('profile.chartDescription', { skills: lines.join('. ') });
}

function drawChart(
  doc: Doc,
  t: ServerTexts,
  root: Struct,
  roundNames: readonly string[],
  skills: readonly ProfileSkill[],
): void {
  const section = doc.struct('Sect');
  root.add(section);
  sectionHeading(doc, section, t('wire:PROFILE_SECTION_TITLES.chart'));
  if (roundNames.length === 0 || skills.length === 0) {
    text(doc, section, 'P', t('profile.noRounds'), { colour: MUTED });
    return;
  }
  const left = doc.page.margins.left;
  const labelWidth = 140;
  const plotLeft = left + labelWidth + 8;
  const plotWidth = contentWidth(doc) - labelWidth - 8 - 24;
  const barHeight = 9;
  const barGap = 2;
  const rowGap = 10;
  const rowHeight = roundNames.length * (barHeight + barGap) + rowGap;

  // The legend and the scale, then one row of bars per skill (a row never splits over pages).
  const drawLegendAndScale = (): void => {
    let x = plotLeft;
    const y = doc.y;
    roundNames.forEach((name, i) => {
      const colour = ROUND_COLOURS[i % ROUND_COLOURS.length] ?? ACCENT;
      doc.rect(x, y + 1, 8, 8).fill(colour);
      const label = drawable(name);
      doc
        .font(REGULAR_NAME)
        .fontSize(9)
        .fillColor(INK)
        .text(label, x + 11, y, { lineBreak: false });
      x += 11 + doc.widthOfString(label) + 14;
    });
    doc.y = y + 16;
    const scaleY = doc.y;
    for (let g = 0; g <= 10; g += 2) {
      const gx = plotLeft + (plotWidth * g) / 10;
      doc
        .font(REGULAR_NAME)
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(String(g), gx - 10, scaleY, { width: 20, align: 'center', lineBreak: false });
    }
    doc.y = scaleY + 12;
  };

  section.add(
    doc.struct('Figure', { alt: chartDescription(t, roundNames, skills) }, () => {
      drawLegendAndScale();
      for (const skill of skills) {
        if (doc.y + rowHeight > bottom(doc)) {
          ensureSpace(doc, rowHeight);
          drawLegendAndScale();
        }
        const top = doc.y;
        doc
          .font(REGULAR_NAME)
          .fontSize(9.5)
          .fillColor(INK)
          .text(drawable(skill.skill_descriptor), left, top + 1, {
            width: labelWidth,
            height: rowHeight - rowGap,
            ellipsis: true,
          });
        // Grid lines at every second grade, behind the bars.
        for (let g = 0; g <= 10; g += 2) {
          const gx = plotLeft + (plotWidth * g) / 10;
          doc
            .moveTo(gx, top - 2)
            .lineTo(gx, top + rowHeight - rowGap)
            .lineWidth(0.4)
            .strokeColor(RULE)
            .stroke();
        }
        skill.grades.forEach((grade, i) => {
          const y = top + i * (barHeight + barGap);
          const colour = ROUND_COLOURS[i % ROUND_COLOURS.length] ?? ACCENT;
          if (grade === null) {
            doc
              .font(REGULAR_NAME)
              .fontSize(7.5)
              .fillColor(MUTED)
              .text(t('profile.notGraded'), plotLeft + 2, y + 1, {
                lineBreak: false,
              });
            return;
          }
          const width = Math.max((plotWidth * grade) / 10, 1.5);
          doc.rect(plotLeft, y, width, barHeight).fill(colour);
          doc
            .font(BOLD_NAME)
            .fontSize(7.5)
            .fillColor(INK)
            .text(String(grade), plotLeft + width + 3, y + 1, { lineBreak: false });
        });
        doc.y = top + rowHeight;
      }
      doc.x = left;
    }),
  );
}

function drawEvidence(doc: Doc, t: ServerTexts, root: Struct, content: ProfileContent): void {
  const section = doc.struct('Sect');
  root.add(section);
  sectionHeading(doc, section, t('wire:PROFILE_SECTION_TITLES.evidence'));
  if (content.evidence.length === 0) {
    text(doc, section, 'P', t('profile.noEvidence'), { colour: MUTED });
    return;
  }
  for (const item of content.evidence) {
    ensureSpace(doc, 50);
    text(doc, section, 'P', item.evidence_text, { font: 'bold', size: 10.5, gap: 0.15 });
    const met = item.checkedEvidence.filter((c) => c.isChecked);
    if (met.length === 0) {
      text(doc, section, 'P', t('profile.noCriteriaMet'), { size: 10, colour: MUTED });
    } else {
      const list = doc.struct('L');
      section.add(list);
      for (const criterion of met) {
        text(doc, list, 'LI', t('profile.meets', { criterion: criterion.text }), { size: 10 });
      }
      list.end();
    }
    const attached = evidenceAttachment(t, item);
    if (attached !== null) text(doc, section, 'P', attached, { size: 10 });
    if (item.seen !== null) {
      text(
        doc,
        section,
        'P',
        t('wire:EVIDENCE_TEXTS.seen', { by: item.seen.by, on: item.seen.on }),
        {
          size: 10,
          colour: MUTED,
        },
      );
    }
    doc.moveDown(0.6);
  }
}

/** What the evidence points at, in words: its link, its file's name or its note's title. */
function evidenceAttachment(
  t: ServerTexts,
  item: ProfileContent['evidence'][number],
): string | null {
  if (item.link_url !== null) return t('profile.link', { url: item.link_url });
  if (item.file !== null) return t('profile.file', { fileName: item.file.file_name });
  if (item.note !== null) return t('profile.note', { title: item.note.note_title });
  return null;
}

function drawNotes(doc: Doc, t: ServerTexts, root: Struct, notes: readonly ProfileNote[]): void {
  const section = doc.struct('Sect');
  root.add(section);
  sectionHeading(doc, section, t('wire:PROFILE_SECTION_TITLES.notes'));
  for (const note of notes) {
    ensureSpace(doc, 50);
    text(doc, section, 'H3', note.notes_title, { font: 'bold', size: 11.5 });
    text(doc, section, 'P', note.start_date_local_string, { size: 9, colour: MUTED, gap: 0.15 });
    text(doc, section, 'P', note.note_plain, { size: 10.5 });
    doc.moveDown(0.7);
  }
}
