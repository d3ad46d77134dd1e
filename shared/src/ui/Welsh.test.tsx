import { act, render, screen } from '@testing-library/react';
import { switchLanguage } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadProblem } from './LoadProblem';

describe('the kit in Welsh', () => {
  beforeEach(async () => {
    await act(() => switchLanguage('cy'));
  });
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('says what could not be loaded, with the caller’s words inside the sentence', async () => {
    render(<LoadProblem what="yr adnoddau" onRetry={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Doedd dim modd nôl yr adnoddau.',
    );
    expect(screen.getByRole('button', { name: 'Rhoi cynnig arall' })).toBeTruthy();
  });

  it('asks Ydych chi’n siŵr with Dileu and Canslo', async () => {
    render(
      <ConfirmDialog isOpen message="Dileu'r cam?" onConfirm={() => {}} onCancel={() => {}} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: "Ydych chi'n siŵr?" });
    expect(dialog.textContent).toContain("Dileu'r cam?");
    expect(screen.getByRole('button', { name: 'Dileu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Canslo' })).toBeTruthy();
  });
});
