/**
 * A table of rows with typed columns, sorting by click or keyboard, a case-insensitive
 * "contains" filter across the visible columns (SPEC §5), an empty and a "no rows match"
 * state, and per-row actions. React Aria's Table gives the grid keyboard and screen-reader
 * behaviour; a label is required.
 */
import type { ReactElement } from 'react';
import { deferred } from './deferred';
import type { DataTableProps } from './dataTableModel';

export { matchesFilter, type DataColumn, type DataTableProps } from './dataTableModel';

const DeferredTable = deferred(() =>
  import('./DataTableView').then(({ DataTableView }) => DataTableView),
);

/** Its code arrives with the first table shown (deferred.ts): no pupil screen has one. */
// A component's props cannot carry a type parameter through lazy(): the view is generic.
export const DataTable = DeferredTable as unknown as <T>(props: DataTableProps<T>) => ReactElement;

/** Fetches the tables' code now (for useLoad): a screen drawn whole once its tables can be. */
export const preloadDataTable = DeferredTable.preload;
