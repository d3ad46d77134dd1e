import { act, fireEvent, screen, within } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { demoSchool, demoUser, renderWithShell } from '@skillfolio/shared/testing';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { CompactMenu } from './menu/CompactMenu';
import { MainMenu } from './menu/MainMenu';

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

function menuTexts(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Prif ddewislen' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace('▾', '').trim());
}

describe('the header and menus in Welsh', () => {
  beforeEach(async () => {
    await act(() => switchLanguage('cy'));
  });
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('say who is logged in, with Allgofnodi (and no Newid Cyfrinair for a parent)', async () => {
    // The header's code may still be fetching a part (the language switch): wait for it.
    await act(async () => {
      renderWithShell(<Header />, {
        session: { currentUser: demoUser({ read_only: true }), currentSchool: demoSchool() },
      });
    });
    expect(text(screen.getByRole('banner'))).toContain(
      'Wedi mewngofnodi fel Pat Pupil (Cyfrif Rhiant) yn Demo Academy',
    );
    expect(screen.getByRole('link', { name: 'Hafan Skillfolio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Allgofnodi' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('link', { name: 'Newid Cyfrinair' })).toBeNull();
  });

  it("offer a teacher the learner's menu and the Staff dropdown, and the footer's statement", () => {
    renderWithShell(
      <>
        <MainMenu />
        <Footer />
      </>,
      { session: { currentUser: demoUser({ is_schoolAdmin: true }) } },
    );
    expect(menuTexts()).toEqual([
      'Dangosfwrdd',
      'Hunanasesu',
      'Cynllun Personol',
      'Fy Nhystiolaeth',
      'Fy Nodiadau',
      'Tystiolaeth Prosiect',
      'Adnoddau',
      'Proffil',
      'Staff',
      'Gweinyddu',
    ]);
    expect(
      within(screen.getByRole('contentinfo'))
        .getByRole('link', { name: 'Datganiad hygyrchedd' })
        .getAttribute('href'),
    ).toBe('/public/accessibility');
  });

  it("group the global admin's menus under their Welsh names in the Dewislen panel", async () => {
    renderWithShell(<CompactMenu onChangeSchool={() => undefined} />, {
      url: '/dashboard',
      session: { currentUser: demoUser({ is_Admin: true }), currentSchool: demoSchool() },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dewislen' }));
    const panel = await screen.findByRole('dialog', { name: 'Dewislen' });
    for (const [group, first] of [
      ['Staff', 'Golwg Dosbarth'],
      ['Gweinyddu', 'Rheoli Defnyddwyr'],
      ['Gweinyddu Cyffredinol', 'Rheoli Ysgolion'],
    ] as const) {
      const list = within(panel).getByRole('list', { name: group });
      expect(within(list).getAllByRole('link')[0]?.textContent).toBe(first);
    }
    expect(within(panel).getByRole('button', { name: 'Newid Ysgol' })).toBeTruthy();
  });
});
