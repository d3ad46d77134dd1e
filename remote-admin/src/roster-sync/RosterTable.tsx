/**
 * The roster screen's tables: a scrolling region a keyboard can reach, one header row, and
 * each row headed by its first cell.
 */
import type { ReactNode } from 'react';

export interface RosterTableProps<T> {
  /** The region's name, for screen readers and keyboard users. */
  label: string;
  columns: readonly string[];
  rows: readonly T[];
  cells: (row: T) => ReactNode[];
}

export function RosterTable<T>({ label, columns, rows, cells }: RosterTableProps<T>) {
  return (
    <div className="sf-import-preview" role="region" aria-label={label} tabIndex={0}>
      <table className="sf-import-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const [first, ...rest] = cells(row);
            return (
              <tr key={index}>
                <th scope="row">{first}</th>
                {rest.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
