import { render, screen } from '@testing-library/react';
import { Picker } from './Picker';
import { Select } from './Select';

const noop = () => undefined;

describe('Picker', () => {
  it('is hidden when there is only one thing to pick', () => {
    const { container } = render(
      <Picker
        label="Project"
        options={[{ id: 1, name: 'Year 10 Skills' }]}
        selectedId={1}
        onChange={noop}
      />,
    );
    expect(container.textContent).toBe('');
  });

  it('shows the chosen one when there are several', () => {
    render(
      <Picker
        label="Project"
        options={[
          { id: 1, name: 'Year 10 Skills' },
          { id: 2, name: 'Work Experience' },
        ]}
        selectedId={2}
        onChange={noop}
      />,
    );
    expect(screen.getByRole('button', { name: /Work Experience/ })).toBeTruthy();
  });
});

describe('Select', () => {
  it('shows Please Select... until a choice is made', () => {
    render(
      <Select
        label="Area for development"
        placeholder="Please Select..."
        options={[{ id: 3, name: 'Speaking' }]}
        selectedId={0}
        onChange={noop}
      />,
    );
    expect(screen.getByRole('button', { name: /Please Select\.\.\./ })).toBeTruthy();
  });
});
