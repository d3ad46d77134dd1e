import { fireEvent, render, screen } from '@testing-library/react';
import { FormModal } from './FormModal';
import { TextField } from './TextField';

describe('FormModal', () => {
  it('submits on Save without reloading, cancels on Cancel, and shows the refusal as an alert', async () => {
    const calls: string[] = [];
    render(
      <FormModal
        title="Add Project"
        onSubmit={() => calls.push('save')}
        onCancel={() => calls.push('cancel')}
        problem="Enter the project's name"
        busy={false}
      >
        <TextField label="Project name" />
      </FormModal>,
    );
    // The dialog's code arrives on first opening (Modal.tsx).
    const dialog = await screen.findByRole('dialog', { name: 'Add Project' });
    expect(screen.getByRole('alert').textContent).toBe("Enter the project's name");
    expect(dialog.querySelector('form')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual(['save', 'cancel']);
  });

  it('disables its submit button while busy and names it as asked', async () => {
    render(
      <FormModal
        title="Move"
        onSubmit={() => undefined}
        onCancel={() => undefined}
        problem={null}
        busy
        submitLabel="Move"
      >
        <p>Where to?</p>
      </FormModal>,
    );
    await screen.findByRole('dialog', { name: 'Move' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Move' }).hasAttribute('disabled')).toBe(true);
  });
});
