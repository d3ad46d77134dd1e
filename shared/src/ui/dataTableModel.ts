/**
 * A table's columns and props, and its filter: used by the table's view (DataTableView.tsx),
 * apart from the deferred entry the app imports (DataTable.tsx).
 */
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';

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
