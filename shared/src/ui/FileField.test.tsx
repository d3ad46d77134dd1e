import { fireEvent, render, screen } from '@testing-library/react';
import { FileField } from './FileField';

/** Its code arrives a moment after the first render (deferred.ts): wait for the button. */
async function renderField(chosen: (File | null)[]) {
  render(
    <FileField
      label="Resource file"
      acceptedTypes={['application/pdf', '.txt']}
      maxBytes={1024}
      onChange={(file) => chosen.push(file)}
    />,
  );
  await screen.findByRole('button', { name: 'Choose a file: Resource file' });
  // FileTrigger's hidden input is what the browser's chooser fills.
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

function choose(input: HTMLInputElement, files: File[]): void {
  fireEvent.change(input, { target: { files } });
}

describe('FileField', () => {
  it('is a labelled button that accepts only the given types', async () => {
    const input = await renderField([]);
    expect(screen.getByRole('button', { name: 'Choose a file: Resource file' })).toBeTruthy();
    expect(input.getAttribute('accept')).toBe('application/pdf,.txt');
    expect(input.multiple).toBe(false);
    expect(screen.getByText(/Accepted: application\/pdf, \.txt; up to 1 KB/)).toBeTruthy();
  });

  it('names the chosen file and hands it on', async () => {
    const chosen: (File | null)[] = [];
    const input = await renderField(chosen);
    choose(input, [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByText('Chosen: notes.txt')).toBeTruthy();
    expect(chosen.map((f) => f?.name)).toEqual(['notes.txt']);
  });

  it('refuses a file over the size limit, saying why', async () => {
    const chosen: (File | null)[] = [];
    const input = await renderField(chosen);
    choose(input, [new File(['x'.repeat(2048)], 'big.pdf', { type: 'application/pdf' })]);
    expect(screen.getByRole('alert').textContent).toBe('big.pdf is larger than 1 KB.');
    expect(chosen).toEqual([null]);
    expect(screen.getByText('No file chosen.')).toBeTruthy();
  });

  it('refuses a file of another type', async () => {
    const chosen: (File | null)[] = [];
    const input = await renderField(chosen);
    choose(input, [new File(['x'], 'photo.png', { type: 'image/png' })]);
    expect(screen.getByRole('alert').textContent).toBe(
      'photo.png is not a file of an accepted type.',
    );
  });
});
