/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { ManageSkillsPage } from './ManageSkillsPage';

jest.setTimeout(30_000);

const URL = '/admin/manageSkills';

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

function childrenOf(heading: string): string[] {
  const item = within(schoolTree())
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
