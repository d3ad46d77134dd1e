import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';

function StepThatMoves() {
  const [moved, setMoved] = useState(false);
  return (
    <Modal title="Development Area" isOpen onOpenChange={() => undefined}>
      {moved ? (
        <p>Moved to What I Have Done</p>
      ) : (
        <button onClick={() => setMoved(true)}>Mark Complete</button>
      )}
    </Modal>
  );
}

describe('Modal', () => {
  it('keeps focus in the dialog when the focused control goes away', async () => {
    render(<StepThatMoves />);
    const dialog = await screen.findByRole('dialog', { name: 'Development Area' });
    const button = screen.getByRole('button', { name: 'Mark Complete' });
    act(() => button.focus());
    expect(document.activeElement).toBe(button);
    await act(async () => {
      button.click();
      // The MutationObserver reports after the DOM change, in a microtask.
      await Promise.resolve();
    });
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
    expect(document.activeElement).toBe(dialog);
  });
});
