/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  call,
  switchLanguage,
  useSession,
  type OverviewFilters,
  type SchoolOverview,
} from '@skillfolio/shared';
import { Overview } from '@skillfolio/shared/contract';
import {
  DEMO_LOGINS,
  realServerForThisFile,
  renderLoggedIn,
  type RealServer,
} from '@skillfolio/shared/testing';
import {
  generateOverviewSchool,
  type OverviewSchool,
  type SqlRunner,
} from '../../../server/test/support/overviewSchool';
import { ADMIN_AREA } from '../screens';
import { SchoolOverviewPage } from './SchoolOverviewPage';

jest.setTimeout(60_000);

const server = realServerForThisFile();
afterEach(() => act(() => switchLanguage('en')));

// jsdom has no matchMedia, which chartist asks for before it draws a chart.
beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

function openAs(who: (typeof DEMO_LOGINS)[keyof typeof DEMO_LOGINS]) {
  return renderLoggedIn(
    <SchoolOverviewPage screen={ADMIN_AREA.screens.schoolOverview} />,
    who,
    '/overview',
  );
}

async function choose(label: RegExp, option: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The test server's one-statement SQL as the generator's runner: values written inline. */
function sqlRunnerOf(real: RealServer): SqlRunner {
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  };
  return {
    async all(text, params = []) {
      let next = 0;
      const statement = text.replace(/\?/g, () => literal(params[next++]));
      return (await real.sql(statement)) as Record<string, unknown>[];
    },
  };
}

function card(skill: string): HTMLElement {
  return screen.getByRole('article', { name: skill });
}

describe('the School Overview of the demo school', () => {
  it('shows no figures for a group of so few pupils, and says how to see some', async () => {
    await openAs(DEMO_LOGINS.head);
    await screen.findByText(
      'This group has fewer than 5 pupils, so no figures are shown: figures about so few pupils could identify them. Choose a larger group to see them.',
    );
    expect(screen.queryByRole('heading', { name: 'This group' })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    // The demo's projects have no rounds yet either.
    screen.getByText('No assessment rounds yet: open one on Assessment Rounds');
  });
});

describe('the School Overview of a big school', () => {
  let school: OverviewSchool;
  const RARE = 'Rarely rated';
  const ROUND = 'Round 3';

  beforeAll(async () => {
    const [row] = (await server.sql(
      "SELECT school_id FROM schools WHERE school_username = 'demoacademy'",
    )) as { school_id: number }[];
    school = await generateOverviewSchool(sqlRunnerOf(server), {
      schoolId: Number(row?.school_id),
      pupils: 60,
    });
  });

  async function overviewOf(query: Partial<OverviewFilters> = {}): Promise<SchoolOverview> {
    return call(Overview.GetOverview, { school_project_id: school.projectId, ...query });
  }

  it('counts the group, each round’s assessed, and narrows to a year group', async () => {
    await openAs(DEMO_LOGINS.head);
    await screen.findByText('60 pupils in this group');
    const figures = await overviewOf();
    for (const round of figures.rounds) {
      screen.getByText(
        `${round.round_name}${round.is_open ? ' (open)' : ''}: ${round.assessed} of 60 assessed`,
      );
    }
    // The areas in the reply's order, each skill's card under its heading.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(['This group', 'Thinking', 'Working together', 'Other skills']),
    );

    await choose(/Year group$/, 'Year 7');
    await screen.findByText('12 pupils in this group');
    const year7 = await overviewOf({ year_group: 7 });
    const rated = year7.skills[0]?.rounds.at(-1)?.own?.rated;
    const firstSkill = year7.skills[0]?.skill_descriptor ?? '';
    fireEvent.click(within(card(firstSkill)).getByText('Show as a table'));
    const table = within(card(firstSkill)).getByRole('table');
    const total = within(table).getByRole('row', { name: /^Rated/ });
    expect(within(total).getAllByRole('cell')[0]?.textContent).toBe(String(rated));

    // A class of four: too few to show anything.
    await choose(/Class$/, 'Nurture group');
    await screen.findByText(/This group has fewer than 5 pupils/);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('gives the chart’s numbers as a table: a row per rating, a column per voice', async () => {
    await openAs(DEMO_LOGINS.head);
    const skill = 'Thinking 1';
    const thinking = await screen.findByRole('article', { name: skill });
    within(thinking).getByRole('img', { name: /^Bar chart of Thinking 1 in Round 3/ });
    // Two bars for each rating 0–10 (a rating nobody gave is a bar of no height).
    await waitFor(() =>
      expect(thinking.querySelectorAll('rect.sf-overview-chart__bar')).toHaveLength(22),
    );
    fireEvent.click(within(thinking).getByText('Show as a table'));
    const table = within(thinking).getByRole('table', {
      name: `${skill}, ${ROUND}: how many pupils gave each rating`,
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Rating', "Pupils' own", "Teachers'"]);

    const figures = (await overviewOf()).skills
      .find((s) => s.skill_descriptor === skill)
      ?.rounds.at(-1);
    for (let rating = 0; rating <= 10; rating += 1) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${rating} `) });
      expect(
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ).toEqual([String(figures?.own?.counts[rating]), String(figures?.teacher?.counts[rating])]);
    }
    const total = within(table).getByRole('row', { name: /^Rated/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([String(figures?.own?.rated), String(figures?.teacher?.rated)]);
  });

  it('says "too few pupils" for a figure the server withholds, never a 0', async () => {
    await openAs(DEMO_LOGINS.head);
    const rare = await screen.findByRole('article', { name: RARE });
    within(rare).getByText("Pupils' own ratings: too few pupils to show");
    within(rare).getByText("Teachers' ratings: too few pupils to show");
    within(rare).getByText('Pupils against their teacher: too few pupils to show');
    within(rare).getByText("Pupils' own: too few pupils to show");
    expect(within(rare).queryByRole('img')).toBeNull();
    expect(within(rare).queryByText('Show as a table')).toBeNull();
    expect(rare.textContent).not.toMatch(/\b0\b/);

    // In the first round four pupils rated it: still too few, and no earlier round.
    await choose(/Round$/, 'Round 1');
    await within(card(RARE)).findByText('No earlier round to compare with.');
    within(card(RARE)).getByText("Pupils' own ratings: too few pupils to show");
    expect(card(RARE).textContent).not.toMatch(/\b0\b/);
  });

  it('lists the pupils behind a gap flag, and those who have not assessed', async () => {
    await openAs(DEMO_LOGINS.head);
    const thinking = await screen.findByRole('article', { name: 'Thinking 1' });
    const flag = within(thinking).getByText(/pupils? differs? from their teacher by 3 or more/);
    const gaps = Number(/^(\d+) of/.exec(flag.textContent ?? '')?.[1]);
    expect(gaps).toBeGreaterThan(0);
    fireEvent.click(
      within(thinking).getByRole('button', { name: 'Show pupils: Thinking 1, Round 3' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Thinking 1, Round 3: pupils 3 or more from their teacher',
    });
    const list = await within(dialog).findByRole('table', {
      name: new RegExp(`^${gaps} pupils?, by surname`),
    });
    expect(within(list).getAllByRole('row')).toHaveLength(gaps + 1);
    for (const row of within(list).getAllByRole('row').slice(1)) {
      const [own, teacher] = within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((td) => Number(td.textContent));
      expect(Math.abs((own ?? 0) - (teacher ?? 0))).toBeGreaterThanOrEqual(3);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const round = (await overviewOf()).rounds.at(-1);
    const missing = 60 - (round?.assessed ?? 0);
    fireEvent.click(screen.getByRole('button', { name: `Show who has not assessed in ${ROUND}` }));
    const notAssessed = await screen.findByRole('dialog', {
      name: `${ROUND}: pupils who have not assessed`,
    });
    const names = await within(notAssessed).findByRole('table', {
      name: `${missing} pupils, by surname`,
    });
    within(names)
      .getAllByRole('rowheader')
      .forEach((th) => expect(th.textContent).toMatch(/^Pupil Overview \d{4}$/));
  });

  it('lets a school admin choose the staff who see it, saved at once', async () => {
    await openAs(DEMO_LOGINS.head);
    const section = (await screen.findByRole('heading', { name: 'Who else sees this overview' }))
      .parentElement as HTMLElement;
    const tom = await within(section).findByRole('checkbox', { name: 'Tom Teacher' });
    expect((tom as HTMLInputElement).checked).toBe(false);
    fireEvent.click(tom);
    await waitFor(() =>
      expect(useSession.getState().toast?.message).toBe('Tom Teacher now sees the School Overview'),
    );
    expect((tom as HTMLInputElement).checked).toBe(true);
    const staff = await call(Overview.GetOverviewStaff);
    expect(staff.staff.find((member) => member.username === 'teacher')?.sees_overview).toBe(true);
    // SEND and disadvantaged: a school admin's filters (every seventh pupil has SEND).
    screen.getByRole('button', { name: /Disadvantaged$/ });
    await choose(/SEND$/, 'SEND only');
    await screen.findByText('9 pupils in this group');
  });

  it('shows a chosen teacher the figures, without the staff choice or the flag filters', async () => {
    await server.sql("UPDATE users SET sees_overview = 1 WHERE username = 'teacher'");
    await openAs(DEMO_LOGINS.teacher);
    await screen.findByText('60 pupils in this group');
    screen.getByRole('article', { name: 'Thinking 1' });
    expect(screen.queryByRole('heading', { name: 'Who else sees this overview' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /SEND/ })).toBeNull();
  });

  it('makes the inspection pack, and shows the server’s sentence when it refuses', async () => {
    await openAs(DEMO_LOGINS.head);
    await screen.findByText('60 pupils in this group');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2026-06-01' } });
    fireEvent.change(to, { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The end date cannot be before the start date');

    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:pack';
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    fireEvent.change(from, { target: { value: '2025-09-01' } });
    fireEvent.change(to, { target: { value: '2026-08-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText(/^Downloading .+\.csv$/);
    expect(saved).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    click.mockRestore();
  });

  it('speaks Welsh', async () => {
    await openAs(DEMO_LOGINS.head);
    await screen.findByText('60 pupils in this group');
    await act(() => switchLanguage('cy'));
    await screen.findByRole('heading', { level: 1, name: 'Trosolwg o’r Ysgol' });
    screen.getByRole('heading', { name: 'Y grŵp hwn' });
    screen.getByRole('heading', { name: 'Sgiliau eraill' });
    screen.getByRole('heading', { name: 'Pecyn arolygu' });
    screen.getByRole('heading', { name: "Pwy arall sy'n gweld y trosolwg hwn" });
    screen.getByText('60 disgybl yn y grŵp hwn');
    within(card('Thinking 1')).getByText('Dangos fel tabl');
    within(card(RARE)).getByText(
      "Sgoriau'r disgyblion eu hunain: rhy ychydig o ddisgyblion i'w dangos",
    );
    screen.getByRole('button', { name: /^Dangos y disgyblion: Thinking 1/ });
  });
});
