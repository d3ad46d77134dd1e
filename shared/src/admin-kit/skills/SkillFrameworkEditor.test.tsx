/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { SkillFrameworkEditor } from './SkillFrameworkEditor';
import { GLOBAL_FRAMEWORK, SCHOOL_FRAMEWORK } from './skillFrameworks';

jest.setTimeout(30_000);

const URL = '/admin/manageSkills';
const GLOBAL_URL = '/globaladmin/manageSkills';
const ManageSkillsPage = () => <SkillFrameworkEditor framework={SCHOOL_FRAMEWORK} />;
const ManageGlobalSkillsPage = () => <SkillFrameworkEditor framework={GLOBAL_FRAMEWORK} />;

// The screens talk to a real server, started for this file.
realServerForThisFile();

/** The names of the skills directly under a tree's list (the top list when no heading). */
function namesIn(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.querySelector('span > span')?.textContent ?? '');
}

function schoolTree(): HTMLElement {
  return screen.getByRole('list', { name: "This school's skills" });
}

function childrenOf(heading: string, tree: HTMLElement = schoolTree()): string[] {
  const item = within(tree)
    .getAllByRole('listitem')
    .find((li) => li.querySelector('span > span')?.textContent === heading);
  const list = item?.querySelector('ul');
  return list ? namesIn(list) : [];
}

describe('the Manage Skills screen on the real server', () => {
  it('shows the current school’s headings and skills, and no other school’s', async () => {
    await renderLoggedIn(<ManageSkillsPage />, DEMO_LOGINS.riversideHead, URL);
    await screen.findByRole('list', { name: "This school's skills" });
    expect(namesIn(schoolTree())).toEqual(['Reading', 'Confidence']);
    expect(childrenOf('Reading')).toEqual(['Phonics', 'Comprehension']);
    expect(screen.queryByText('Teamwork')).toBeNull();
  });

  it('adds a skill under a heading from its Add Skill modal', async () => {
    await renderLoggedIn(<ManageSkillsPage />, DEMO_LOGINS.head, URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Add skill under Teamwork' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Skill' });
    fireEvent.change(within(dialog).getByLabelText('Skill name'), {
      target: { value: ' Negotiation ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(childrenOf('Teamwork')).toEqual(['Collaboration', 'Leadership', 'Negotiation']),
    );
  });

  it('moves a skill up among its siblings', async () => {
    await renderLoggedIn(<ManageSkillsPage />, DEMO_LOGINS.head, URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Speaking up' }));
    await waitFor(() => expect(childrenOf('Communication')).toEqual(['Speaking', 'Listening']));
  });

  it('retires a graded skill after Are you sure, and can bring it back', async () => {
    await renderLoggedIn(<ManageSkillsPage />, DEMO_LOGINS.head, URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Retire Leadership' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    const restore = await screen.findByRole('button', { name: 'Restore Leadership' });
    expect(screen.queryByRole('button', { name: 'Retire Leadership' })).toBeNull();
    fireEvent.click(restore);
    expect(await screen.findByRole('button', { name: 'Retire Leadership' })).toBeTruthy();
  });

  it('shows the server’s refusal when a heading with live skills would be retired', async () => {
    await renderLoggedIn(<ManageSkillsPage />, DEMO_LOGINS.riversideHead, URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Retire Confidence' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Retire, delete or move the skills under this heading first',
    );
  });
});

describe('the Manage Global Skills screen on the real server', () => {
  async function addNamed(button: string, dialogName: string, label: string, name: string) {
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value: name } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it('lets the global admin build the global framework, which a school admin then sees read-only', async () => {
    await renderLoggedIn(<ManageGlobalSkillsPage />, DEMO_LOGINS.globalAdmin, GLOBAL_URL);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Global Skills' }),
    ).toBeTruthy();
    expect(await screen.findByText('No skills yet. Please add a heading')).toBeTruthy();
    await addNamed('Add Heading', 'Add Heading', 'Heading name', 'Digital skills');
    await addNamed(
      'Add skill under Digital skills',
      'Add Skill',
      'Skill name',
      'Staying safe online',
    );
    const tree = await screen.findByRole('list', { name: 'Global skills' });
    await waitFor(() =>
      expect(childrenOf('Digital skills', tree)).toEqual(['Staying safe online']),
    );
    // No school's skills appear here.
    expect(screen.queryByText('Teamwork')).toBeNull();
    cleanup();

    await renderLoggedIn(<ManageSkillsPage />, DEMO_LOGINS.riversideHead, URL);
    const global = await screen.findByRole('list', { name: 'Global skills' });
    expect(childrenOf('Digital skills', global)).toEqual(['Staying safe online']);
    expect(within(global).queryByRole('button')).toBeNull();
  });

  it('deletes a global skill nobody used after Are you sure', async () => {
    await renderLoggedIn(<ManageGlobalSkillsPage />, DEMO_LOGINS.globalAdmin, GLOBAL_URL);
    await addNamed('Add Heading', 'Add Heading', 'Heading name', 'Passing fad');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Passing fad' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Passing fad')).toBeNull());
  });
});

describe('the Manage Skills screen in Welsh', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('names the page, the trees and the actions in Welsh, and asks in Welsh before retiring', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(<ManageSkillsPage />, DEMO_LOGINS.riversideHead, URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rheoli Sgiliau' })).toBeTruthy();
    const tree = await screen.findByRole('list', { name: "Sgiliau'r ysgol hon" });
    expect(namesIn(tree)).toEqual(['Reading', 'Confidence']);
    expect(screen.getByRole('heading', { level: 2, name: 'Sgiliau cyffredinol' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ychwanegu Pennawd' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Tynnu'n ôl: Confidence" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Ydych chi'n siŵr?" });
    expect(dialog.textContent).toContain('Tynnu Confidence yn ôl?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Canslo' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
