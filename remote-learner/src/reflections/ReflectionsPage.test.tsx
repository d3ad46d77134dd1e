/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, screen, within } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { ReflectionsPage } from './ReflectionsPage';

jest.setTimeout(30_000);

// The screens talk to a real server, started for this file.
realServerForThisFile();

describe('the Reflections screen on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('has a text box with no save action and the past reflections, newest first, with dates', async () => {
    await renderLoggedIn(<ReflectionsPage />, DEMO_LOGINS.pupil, '/reflections');
    expect(screen.getByRole('heading', { level: 1, name: 'Reflections' })).toBeTruthy();
    expect(screen.getByLabelText('Reflection').tagName).toBe('TEXTAREA');
    expect(screen.queryByRole('button')).toBeNull();
    await screen.findByText('Leading the presentation was scary but I am glad I did it.');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Leading the presentation'),
      expect.stringContaining('I speak up more'),
    ]);
    for (const item of items) expect(item.textContent).toMatch(/\d{4}/);
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(<ReflectionsPage />, DEMO_LOGINS.pupil, '/reflections');
    expect(screen.getByRole('heading', { level: 1, name: 'Myfyrdodau' })).toBeTruthy();
    expect(screen.getByLabelText('Myfyrdod').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('heading', { level: 2, name: 'Myfyrdodau blaenorol' })).toBeTruthy();
    await screen.findByText('Leading the presentation was scary but I am glad I did it.');
  });
});
