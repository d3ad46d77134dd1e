/**
 * A table of rows with typed columns, sorting by click or keyboard, a case-insensitive
 * "contains" filter across the visible columns (SPEC §5), an empty and a "no rows match"
 * state, and per-row actions. React Aria's Table gives the grid keyboard and screen-reader
 * behaviour; a label is required.
 */
import { useMemo, useState, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { TextField } from './TextField';

export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** What the column sorts and filters by; without it the column neither sorts nor filters. */
  value?: (row: T) => string | number | null;
  /** e.g. '30%' (SPEC §9 resource table). */
  width?: `${number}%`;
  /** The column that names the row for screen readers (one per table). */
  isRowHeader?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table (required: a table must say what it lists). */
  label: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** Shown when there are no rows at all. */
  emptyText: string;
  /** Offers the filter box (SPEC §2 admin tables). */
  filterable?: boolean;
  /** Buttons for a row (e.g. Edit); name them for the row, e.g. "Edit Pat Pupil". */
  actions?: (row: T) => ReactNode;
}

export function matchesFilter<T>(row: T, columns: DataColumn<T>[], filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return columns.some((column) =>
    String(column.value?.(row) ?? '')
      .toLowerCase()
      .includes(needle),
  );
}

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  filterable = false,
  actions,
}: DataTableProps<T>) {
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortDescriptor | undefined>(undefined);

  const shown = useMemo(() => {
    const kept = rows.filter((row) => matchesFilter(row, columns, filter));
    const column = columns.find((c) => c.id === sort?.column);
    if (!column?.value || !sort) return kept;
    const value = column.value;
    const sorted = [...kept].sort((a, b) => compare(value(a), value(b)));
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [rows, columns, filter, sort]);

  return (
    <div className="sf-data-table">
      {filterable && (
        <TextField
          label="Filter"
          value={filter}
          onChange={setFilter}
          className="sf-data-table__filter"
        />
      )}
      <Table
        aria-label={label}
        className="sf-table sf-data-table__grid"
        sortDescriptor={sort}
        onSortChange={setSort}
      >
        <TableHeader>
          {columns.map((column, index) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader ?? index === 0}
              allowsSorting={column.value !== undefined}
              style={column.width ? { width: column.width } : undefined}
            >
              {({ sortDirection }) => (
                <>
                  {column.header}
                  {sortDirection && (
                    <span aria-hidden="true">{sortDirection === 'ascending' ? ' ▲' : ' ▼'}</span>
                  )}
                </>
              )}
            </Column>
          ))}
          {actions && (
            <Column id="__actions">
              <span className="sf-visually-hidden">Actions</span>
            </Column>
          )}
        </TableHeader>
        <TableBody
          renderEmptyState={() => (
            <p className="sf-muted">
              {rows.length === 0 ? emptyText : 'No rows match the filter.'}
            </p>
          )}
        >
          {shown.map((row) => (
            <Row key={rowKey(row)} id={rowKey(row)}>
              {columns.map((column) => (
                <Cell key={column.id} data-label={column.header}>
                  {column.cell(row)}
                </Cell>
              ))}
              {actions && <Cell>{actions(row)}</Cell>}
            </Row>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
