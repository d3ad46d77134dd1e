/** Self assessment and personal plan, as a pupil and as the pupil's parent, in Chromium. */
import { choose, sawSaved, selectNamed } from './support/controls';
import { loginAs, PARENT, PUPIL } from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();

async function openSelfAssessment(): Promise<void> {
  const { page } = app.browser;
  await page.goto(`${app.server.url}/app/selfassessment`);
  await page.getByRole('heading', { level: 1, name: 'Self Assessment' }).waitFor();
  await choose(page, 'Project', 'Year 10 Skills');
  await page.getByRole('heading', { level: 2, name: 'Communication' }).waitFor();
}

describe('self assessment as a pupil', () => {
  it('draws its first screen from the replies the page carried, asking the server for none', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, PUPIL);
    // Away from the landing screen first, so none of its calls (some start late) is counted.
    await page.goto('about:blank');
    const asked: string[] = [];
    const record = (request: { url: () => string; method: () => string }) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(`${request.method()} ${pathname}`);
    };
    page.on('request', record);
    try {
      await page.goto(`${app.server.url}/app/selfassessment`);
      await page.getByRole('slider').first().waitFor();
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', record);
    }
    expect(asked).toEqual([]);
  });

  it('saves a slider move and a statement, and keeps both after a reload', async () => {
    await loginAs(app.browser.page, app.server.url, PUPIL);
    await openSelfAssessment();
    const { page } = app.browser;
    const listening = page.getByRole('slider', { name: 'Listening' });
    const before = Number(await listening.inputValue());
    const target = before === 10 ? 9 : before + 1;
    await listening.focus();
    await page.keyboard.press(before === 10 ? 'ArrowLeft' : 'ArrowRight');
    await sawSaved(page);

    const statement = page.getByLabel('Listening: statement');
    await statement.fill('I listen carefully and ask questions in class.');
    await statement.press('Tab');
    await sawSaved(page);

    await page.reload();
    await choose(page, 'Project', 'Year 10 Skills');
    await page.getByRole('slider', { name: 'Listening' }).waitFor();
    expect(Number(await page.getByRole('slider', { name: 'Listening' }).inputValue())).toBe(target);
    expect(await page.getByLabel('Listening: statement').inputValue()).toBe(
      'I listen carefully and ask questions in class.',
    );
  });

  it('never leaves an older value saved last after quick slider moves', async () => {
    await loginAs(app.browser.page, app.server.url, PUPIL);
    const { page } = app.browser;
    // Earlier requests are held back longer than later ones: a client that sent every move
    // at once would have an older value reach the server last.
    let seen = 0;
    await page.route('**/api/user/SaveGrade**', async (route) => {
      const delay = Math.max(50, 700 - 150 * seen++);
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
    await openSelfAssessment();
    const speaking = page.getByRole('slider', { name: 'Speaking' });
    await speaking.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowRight');
    await sawSaved(page);
    await page.unrouteAll({ behavior: 'wait' });

    await page.reload();
    await choose(page, 'Project', 'Year 10 Skills');
    await page.getByRole('slider', { name: 'Speaking' }).waitFor();
    expect(await page.getByRole('slider', { name: 'Speaking' }).inputValue()).toBe('7');
  });

  it('tells the pupil when a save fails and keeps what they typed', async () => {
    await loginAs(app.browser.page, app.server.url, PUPIL);
    const { page } = app.browser;
    await openSelfAssessment();
    await page.route('**/api/user/SaveGrade**', (route) => route.abort('internetdisconnected'));
    const statement = page.getByLabel('Leadership: statement');
    await statement.fill('I led the group project this term.');
    await statement.press('Tab');
    await page.getByText('Not saved: check your connection.').waitFor();
    expect(await statement.inputValue()).toBe('I led the group project this term.');

    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Try again' }).click();
    await sawSaved(page);
    expect(await page.getByText('Not saved: check your connection.').count()).toBe(0);
  });

  it('saves a long statement written in another alphabet', async () => {
    await loginAs(app.browser.page, app.server.url, PUPIL);
    const { page } = app.browser;
    await openSelfAssessment();
    // SaveGrade sends the statement in the URL: 4,000 such letters are ~24 KB percent-encoded.
    const long = 'é'.repeat(3990) + ' done';
    const statement = page.getByLabel('Collaboration: statement');
    await statement.fill(long);
    await statement.press('Tab');
    await sawSaved(page);
    await page.reload();
    await choose(page, 'Project', 'Year 10 Skills');
    expect(await page.getByLabel('Collaboration: statement').inputValue()).toBe(long);
  });

  it('adds a new assessment, which is then chosen and ready to rate', async () => {
    await loginAs(app.browser.page, app.server.url, PUPIL);
    const { page } = app.browser;
    await openSelfAssessment();
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Assessment' });
    await dialog.getByLabel('Enter a name for the assessment').fill('Summer 2027');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await selectNamed(page, 'Assessment')
      .locator('.sf-select__value', { hasText: 'Summer 2027' })
      .waitFor();
    await page.getByRole('slider', { name: 'Listening' }).waitFor();
    expect(await page.getByText('Not rated yet').count()).toBe(8);
  });
});

describe('personal plan as a pupil', () => {
  it('adds an area, then adds, completes, reopens and deletes a next step', async () => {
    await loginAs(app.browser.page, app.server.url, PUPIL);
    const { page } = app.browser;
    await page.goto(`${app.server.url}/app/personalplan`);
    await choose(page, 'Project', 'Year 10 Skills');
    await page.getByRole('rowheader', { name: 'Speaking' }).waitFor();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Development Area' });
    await dialog.getByText('You need to save this before adding next steps').waitFor();
    await selectNamed(dialog, 'Area for development').getByRole('button').click();
    // Speaking already has an area, so it is not offered again (asked once the list is open:
    // its code arrives when the button is first pressed).
    await page.getByRole('option', { name: 'Creativity', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Speaking', exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: 'Creativity', exact: true }).click();
    await dialog.getByLabel('Reason').fill('I want to come up with more of my own ideas.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await sawSaved(page);
    expect(await dialog.getByText('You need to save this before adding next steps').count()).toBe(
      0,
    );

    await dialog.getByRole('button', { name: 'Add Next Step' }).click();
    await dialog.getByLabel('Next step', { exact: true }).fill('Enter the school design challenge');
    await dialog.getByRole('button', { name: 'Save next step' }).click();
    const nextSteps = dialog.getByRole('list', { name: 'Next Steps' });
    const done = dialog.getByRole('list', { name: 'What I Have Done' });
    await nextSteps.getByText('Enter the school design challenge').waitFor();

    await dialog
      .getByRole('button', { name: 'Mark Complete: Enter the school design challenge' })
      .click();
    await done.getByText('Enter the school design challenge').waitFor();
    expect(await nextSteps.getByText('Enter the school design challenge').count()).toBe(0);

    await dialog
      .getByRole('button', { name: 'Mark Incomplete: Enter the school design challenge' })
      .click();
    await nextSteps.getByText('Enter the school design challenge').waitFor();
    expect(await done.getByText('Enter the school design challenge').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Delete: Enter the school design challenge' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await nextSteps.getByText('Enter the school design challenge').waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('rowheader', { name: 'Creativity' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Creativity' }).innerText()).toContain(
      'I want to come up with more of my own ideas.',
    );
  });
});

describe('the parent of a pupil', () => {
  it('sees the self assessment but cannot change it', async () => {
    await loginAs(app.browser.page, app.server.url, PARENT);
    const { page } = app.browser;
    await openSelfAssessment();
    // The pupil may have moved on to a new, unrated assessment in an earlier test: look at
    // the one every skill was rated in.
    await choose(page, 'Assessment', 'Autumn 2026');
    await page.getByRole('slider', { name: 'Listening' }).waitFor();
    expect(await page.getByRole('slider', { name: 'Listening' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Listening: statement').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    expect(
      Number(await page.getByRole('slider', { name: 'Listening' }).inputValue()),
    ).toBeGreaterThan(0);
  });

  it('sees the personal plan with its steps but cannot add or edit', async () => {
    await loginAs(app.browser.page, app.server.url, PARENT);
    const { page } = app.browser;
    await page.goto(`${app.server.url}/app/personalplan`);
    await choose(page, 'Project', 'Year 10 Skills');
    await page.getByRole('rowheader', { name: 'Speaking' }).waitFor();
    await page.getByRole('columnheader', { name: 'Next Steps' }).waitFor();
    await page.getByRole('columnheader', { name: 'What I Have Done' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
  });

  it('gets Not authorised from every write call, sent straight to the server', async () => {
    await loginAs(app.browser.page, app.server.url, PARENT);
    const request = app.browser.context.request;
    const headers = { 'X-Requested-With': 'skillfolio' };
    const writes: { path: string; data?: Record<string, unknown> }[] = [
      { path: 'user/SaveAssessmentName', data: { newName: 'Sneaky', project_id: 1 } },
      { path: 'user/SaveGrade?assessment_grade_id=1&grade=3&statement=x&user_id=4' },
      { path: 'pages/SavePersonalPlan', data: { id: 0, project_id: 1, skill_id: 3, reason: 'x' } },
      { path: 'user/AddStep', data: { development_area_id: 1, step_text: 'x', user_id: 4 } },
      {
        path: 'user/MarkStepComplete',
        data: { development_area_id: 1, step_id: 1, user_id: 4, complete: true },
      },
      { path: 'user/deletestep', data: { development_area_id: 1, step_id: 1, user_id: 4 } },
    ];
    for (const write of writes) {
      const response = await request.post(`${app.server.url}/api/${write.path}`, {
        headers,
        data: write.data ?? {},
      });
      expect({ path: write.path, status: response.status(), text: await response.text() }).toEqual({
        path: write.path,
        status: 403,
        text: 'Not authorised',
      });
    }
  });
});
