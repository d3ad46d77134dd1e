import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks Are you sure, and tells which answer was given', async () => {
    const answers: string[] = [];
    render(
      <ConfirmDialog
        isOpen
        message='Delete the step "Ask one question"?'
        onConfirm={() => answers.push('delete')}
        onCancel={() => answers.push('cancel')}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure' });
    expect(dialog.textContent).toContain('Delete the step "Ask one question"?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(answers).toEqual(['cancel', 'delete']);
  });
});
