/** Every row of the file as the server judged it, each with its problems named. */
import type { ImportUserRow, ImportUsersCheck } from '@skillfolio/shared';

export interface ImportPreviewProps {
  rows: ImportUserRow[];
  check: ImportUsersCheck;
}

export function ImportPreview({ rows, check }: ImportPreviewProps) {
  const bad = check.rows.filter((row) => row.problems.length > 0).length;
  return (
    <>
      <p className="sf-import-summary" role="status">
        {bad === 0
          ? `All ${rows.length} rows can be added. Nothing is saved until you press Save.`
          : `${bad} of ${rows.length} rows have problems. Nothing was saved: fix the file and choose it again.`}
      </p>
      <p>
        The school has {check.existingUsers} of its {check.licenceNumber} users.
      </p>
      <div className="sf-import-preview" role="region" aria-label="Rows of the file" tabIndex={0}>
        <table className="sf-import-table">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Username</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Projects</th>
              <th scope="col">Password</th>
              <th scope="col">Year</th>
              <th scope="col">Problems</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const problems = check.rows[index]?.problems ?? [];
              return (
                // The file's row number: the header is row 1.
                <tr key={index} className={problems.length > 0 ? 'sf-import-row--bad' : undefined}>
                  <td>{index + 2}</td>
                  <th scope="row">{row.username}</th>
                  <td>{[row.first_name, row.last_name].filter(Boolean).join(' ')}</td>
                  <td>{row.email}</td>
                  <td>{row.projects}</td>
                  <td>{row.password === '' ? 'Made on saving' : 'Given'}</td>
                  <td>{row.year ?? ''}</td>
                  <td>
                    {problems.length === 0 ? (
                      'None'
                    ) : (
                      <ul className="sf-import-problems">
                        {problems.map((problem) => (
                          <li key={problem}>{problem}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
