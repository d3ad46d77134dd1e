/**
 * A table of rows with typed columns, sorting by click or keyboard, a case-insensitive
 * "contains" filter across the visible columns (SPEC §5), an empty and a "no rows match"
 * state, and per-row actions. React Aria's Table gives the grid keyboard and screen-reader
 * behaviour; a label is required.
 */
import type { ReactElement, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { deferred } from './deferred';

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

/** Its code arrives with the first table shown (deferred.ts): no pupil screen has one. */
export const DataTable = deferred(
  () => import('./DataTableView').then(({ DataTableView }) => DataTableView),
  // A component's props cannot carry a type parameter through lazy(): the view is generic.
) as unknown as <T>(props: DataTableProps<T>) => ReactElement;
