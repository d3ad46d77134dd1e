/** DataTable's code (see DataTable.tsx), fetched the first time a table renders. */
import { useMemo, useState } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from 'react-aria-components';
import { useTranslation } from '../i18n';
import { matchesFilter, type DataTableProps } from './dataTableModel';
import { TextField } from './TextField';

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

export function DataTableView<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  filterable = false,
  actions,
}: DataTableProps<T>) {
  const { t } = useTranslation('ui');
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
          label={t('dataTable.filter')}
          value={filter}
          onChange={setFilter}
          className="sf-data-table__filter"
        />
      )}
      {/* A table wider than the page (many columns on a laptop) scrolls inside this box, never
          the page itself; on a phone the rows stack instead. */}
      <div className="sf-data-table__scroll">
        <Table
          aria-label={label}
          // Declared widths hold only in a fixed layout: the automatic one treats them as
          // minimums and shares out the rest by content (Manage Resources' 30% name came out 26%).
          className={`sf-table sf-data-table__grid${
            columns.some((column) => column.width) ? ' sf-data-table__grid--widths' : ''
          }`}
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
                <span className="sf-visually-hidden">{t('dataTable.actions')}</span>
              </Column>
            )}
          </TableHeader>
          <TableBody
            renderEmptyState={() => (
              <p className="sf-muted">{rows.length === 0 ? emptyText : t('dataTable.noMatch')}</p>
            )}
          >
            {shown.map((row) => (
              <Row key={rowKey(row)} id={rowKey(row)}>
                {columns.map((column) => (
                  <Cell key={column.id} data-label={column.header}>
                    {column.cell(row)}
                  </Cell>
                ))}
                {actions && (
                  <Cell>
                    <div className="sf-row-actions">{actions(row)}</div>
                  </Cell>
                )}
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
