import { fireEvent, render, screen, within } from '@testing-library/react';
import { Button } from './Button';
import { DataTable, type DataColumn } from './DataTable';

interface Person {
  id: number;
  name: string;
  town: string;
}

const people: Person[] = [
  { id: 1, name: 'Pat Pupil', town: 'Dartford' },
  { id: 2, name: 'Alice Able', town: 'Reading' },
  { id: 3, name: 'Rory River', town: 'reading' },
];

const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, value: (p) => p.name, width: '30%' },
  { id: 'town', header: 'Town', cell: (p) => p.town, value: (p) => p.town },
];

/** Its code arrives a moment after the first render (deferred.ts): wait for the grid. */
async function renderTable(rows: Person[], edits: string[] = []) {
  render(
    <DataTable
      label="People"
      columns={columns}
      rows={rows}
      rowKey={(p) => p.id}
      emptyText="No people yet."
      filterable
      actions={(p) => (
        <Button
          variant="secondary"
          aria-label={`Edit ${p.name}`}
          onPress={() => edits.push(p.name)}
        >
          Edit
        </Button>
      )}
    />,
  );
  await screen.findByRole('grid', { name: 'People' });
}

const names = () =>
  within(screen.getByRole('grid', { name: 'People' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('filters case-insensitively across the columns with a labelled box', async () => {
    await renderTable(people);
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'READ' } });
    expect(names()).toEqual(['Alice Able', 'Rory River']);
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'zzz' } });
    expect(screen.queryAllByRole('button', { name: /^Edit/ })).toHaveLength(0);
    expect(screen.getByText('No rows match the filter.')).toBeTruthy();
  });

  it('sorts by a column header, then the other way', async () => {
    await renderTable(people);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    fireEvent.click(header);
    expect(names()).toEqual(['Alice Able', 'Pat Pupil', 'Rory River']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    expect(names()).toEqual(['Rory River', 'Pat Pupil', 'Alice Able']);
  });

  it('says so when there are no rows at all', async () => {
    await renderTable([]);
    expect(screen.getByText('No people yet.')).toBeTruthy();
  });

  it("gives each row its actions, named for the row, and a column's width", async () => {
    const edits: string[] = [];
    await renderTable(people, edits);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Rory River' }));
    expect(edits).toEqual(['Rory River']);
    expect(screen.getByRole('columnheader', { name: 'Name' }).style.width).toBe('30%');
  });
});
