import { fireEvent, render, screen } from '@testing-library/react';
import { Slider } from './Slider';

describe('Slider', () => {
  it('is a 0–10 scale in steps of 1, named by its label, with the marks 0 to 10 shown', () => {
    const { container } = render(<Slider label="Listening" defaultValue={4} />);
    const input = screen.getByRole('slider', { name: 'Listening' }) as HTMLInputElement;
    expect([input.min, input.max, input.step, input.value]).toEqual(['0', '10', '1', '4']);
    const marks = Array.from(container.querySelectorAll('.sf-slider__marks span')).map(
      (mark) => mark.textContent,
    );
    expect(marks).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByText('4 out of 10')).toBeTruthy();
  });

  it('reports a keyboard move as a finished change', () => {
    const ends: number[] = [];
    render(<Slider label="Speaking" defaultValue={3} onChangeEnd={(value) => ends.push(value)} />);
    const input = screen.getByRole('slider', { name: 'Speaking' });
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    fireEvent.keyUp(input, { key: 'ArrowRight' });
    expect(ends).toEqual([4]);
  });

  it('says Not rated yet instead of a number when empty, and can be disabled', () => {
    render(<Slider label="Creativity" value={0} isEmpty emptyText="Not rated yet" isDisabled />);
    expect(screen.getByText('Not rated yet')).toBeTruthy();
    expect((screen.getByRole('slider', { name: 'Creativity' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('draws an earlier grade as a marker on the track, hidden from screen readers', () => {
    const { container } = render(<Slider label="Listening" defaultValue={6} marker={4} />);
    const marker = container.querySelector('.sf-slider__track .sf-slider__marker');
    expect(marker).not.toBeNull();
    expect(marker?.getAttribute('aria-hidden')).toBe('true');
    expect((marker as HTMLElement).style.left).toBe('40%');
  });

  it('draws no marker when there is no earlier grade', () => {
    const { container } = render(<Slider label="Listening" defaultValue={6} marker={null} />);
    expect(container.querySelector('.sf-slider__marker')).toBeNull();
  });
});
