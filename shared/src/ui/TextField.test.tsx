import { fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels its input and passes typed text back', () => {
    const changes: string[] = [];
    render(
      <TextField
        label="School username"
        description="Leave blank if you are a private user."
        onChange={(v) => changes.push(v)}
      />,
    );
    const input = screen.getByLabelText('School username');
    fireEvent.change(input, { target: { value: 'demoacademy' } });
    expect(changes).toEqual(['demoacademy']);
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('gives a multi-line box the rows asked for', () => {
    render(<TextField label="Statement" rows={3} />);
    expect(screen.getByLabelText('Statement').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Statement').getAttribute('rows')).toBe('3');
  });
});
