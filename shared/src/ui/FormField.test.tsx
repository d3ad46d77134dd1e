import { render, screen } from '@testing-library/react';
import { FormField } from './FormField';

describe('FormField', () => {
  it('names its control by the label and describes it by the description and error', () => {
    render(
      <FormField
        label="Projects"
        description="Choose every project the user is in."
        errorMessage="Choose at least one project."
      >
        {(control) => <select {...control} />}
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Projects' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Choose every project the user is in.',
      'Choose at least one project.',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one project.');
  });

  it('leaves a valid control unmarked', () => {
    render(<FormField label="Notes">{(control) => <select {...control} />}</FormField>);
    const select = screen.getByRole('combobox', { name: 'Notes' });
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
  });
});
