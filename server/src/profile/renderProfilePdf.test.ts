/**
 * The profile PDF's tagged content is well formed on every page, however the sections break
 * across pages: a marked-content sequence open at a page's end would make readers warn and
 * lose the tags of what follows. A profile with a verify link carries it as a QR code that a
 * real decoder reads back, and in print.
 */
import type { ProfileContent, ProfileNote, ProfileSkill } from '@skillfolio/shared/types';
import { markedContentOfPages, popplerWarnings } from '../../test/support/pdfMarkedContent';
import { readQrCodes } from '../../test/support/pdfQr';
import { readPdf } from '../../test/support/pdfText';
import { renderProfilePdf, type ProfileChoices } from './renderProfilePdf';

/** A long profile: the chart, the grades, the evidence and the notes each run over a page. */
function longProfile(): { content: ProfileContent; skills: ProfileSkill[]; notes: ProfileNote[] } {
  const rounds = [0, 1, 2, 3].map((i) => ({ assessment_id: i + 1, assessment_name: `Round ${i}` }));
  const skills: ProfileSkill[] = Array.from({ length: 20 }, (_, i) => ({
    skill_id: i + 1,
    skill_descriptor: `Skill number ${i}`,
    parent_descriptor: i % 2 === 1 ? 'Heading' : null,
    latest: {
      grade: i % 11,
      statement: 'I practised it every week. '.repeat(5 + (i % 7) * 9),
      assessment_name: 'Round 3',
      teacher_grade: i % 3 === 0 ? 5 : null,
    },
    grades: rounds.map((_, j) => ((j + i) % 3 === 0 ? null : (i + j) % 11)),
  }));
  const notes: ProfileNote[] = [0, 1, 2, 3, 4].map((i) => ({
    notes_id: i + 1,
    notes_title: `Note ${i}`,
    start_date_local_string: '1 May 2026',
    note_plain: 'What I learnt on the placement. '.repeat(80),
  }));
  const content: ProfileContent = {
    pupil_name: 'Pat Pupil',
    school_name: 'Demo Academy',
    made_on: '22 November 2026',
    projects: [{ project_id: 1, project_name: 'Year 10 Skills' }],
    project_id: 1,
    rounds,
    skills,
    evidence: Array.from({ length: 12 }, (_, i) => ({
      evidence_id: i + 1,
      evidence_text: 'A piece of work. '.repeat(30),
      checkedEvidence: [
        { isChecked: true, text: 'Works with others', success_criteria_id: 1 },
        {
          isChecked: i % 2 === 0,
          text: 'Explains a plan clearly. '.repeat(10),
          success_criteria_id: 2,
        },
      ],
      link_url: i === 0 ? 'https://example.org/my-work' : null,
      note: null,
      file: i === 1 ? { file_id: 9, file_name: 'poster.pdf' } : null,
      seen: i === 0 ? { by: 'Tom Teacher', on: '01/12/2026' } : null,
    })),
    notes,
  };
  return { content, skills, notes };
}

describe('the profile PDF', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    const { content, skills, notes } = longProfile();
    pdf = await renderProfilePdf(content, {
      projectName: 'Year 10 Skills',
      skills,
      notes,
      grades: true,
      chart: true,
      evidence: true,
      language: 'en',
    });
  });

  it('closes on each page every marked-content sequence it opens there, over many pages', () => {
    const pages = markedContentOfPages(pdf);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((page) => page.unopened > 0 || page.unclosed > 0)).toEqual([]);
  });

  it('reads in poppler without a warning (when poppler-utils is installed)', () => {
    for (const tool of ['pdfinfo', 'pdftotext'] as const) {
      const warnings = popplerWarnings(tool, pdf);
      if (warnings !== null) expect(warnings).toBe('');
    }
  });
});

describe('the verify link on the profile PDF', () => {
  const verifyUrl = 'http://127.0.0.1:4000/app/verify/Qx3vT9kLm2pR7sWz4bYc8d';

  function render(extra: Partial<ProfileChoices>): Promise<Buffer> {
    const { content, skills, notes } = longProfile();
    return renderProfilePdf(content, {
      projectName: 'Year 10 Skills',
      skills: skills.slice(0, 3),
      notes: notes.slice(0, 1),
      grades: true,
      chart: true,
      evidence: false,
      language: 'en',
      ...extra,
    });
  }

  /** The text as one line: the extractor breaks lines where the page does. */
  async function textOf(pdf: Buffer): Promise<string> {
    return (await readPdf(pdf)).text.replace(/\s+/g, ' ');
  }

  it('carries a QR code that decodes to exactly the link, and prints the link', async () => {
    const pdf = await render({ verifyUrl });
    expect(await readQrCodes(pdf)).toEqual([verifyUrl]);
    const text = await textOf(pdf);
    expect(text).toContain('Check this profile is genuine:');
    expect(text).toContain(verifyUrl);
    // A real link: the URI action of an annotation, which pdfkit writes uncompressed.
    expect(pdf.toString('latin1')).toContain(`/URI (${verifyUrl})`);
  });

  it('has no QR code and no verify words without a link', async () => {
    const pdf = await render({});
    expect(await readQrCodes(pdf)).toEqual([]);
    const text = await textOf(pdf);
    expect(text).not.toContain('Check this profile is genuine');
    expect(text).not.toContain('/verify/');
  });

  it('says it in Welsh in a Welsh profile', async () => {
    const pdf = await render({ verifyUrl, language: 'cy' });
    expect(await readQrCodes(pdf)).toEqual([verifyUrl]);
    const text = await textOf(pdf);
    expect(text).toContain('Gwiriwch fod y proffil hwn yn ddilys:');
    expect(text).not.toContain('Check this profile is genuine');
    expect(text).toContain(verifyUrl);
  });
});
