/** Every row of the file as the server judged it, each with its problems named. */
import {
  useFormat,
  useTranslation,
  type ImportUserRow,
  type ImportUsersCheck,
} from '@skillfolio/shared';

export interface ImportPreviewProps {
  rows: ImportUserRow[];
  check: ImportUsersCheck;
}

export function ImportPreview({ rows, check }: ImportPreviewProps) {
  const { t } = useTranslation('manage-users');
  const f = useFormat();
  const bad = check.rows.filter((row) => row.problems.length > 0).length;
  const total = { count: rows.length, number: f.number(rows.length) };
  return (
    <>
      <p className="sf-import-summary" role="status">
        {bad === 0
          ? t('importPreview.allGood', total)
          : t('importPreview.someBad', { ...total, bad: f.number(bad) })}
      </p>
      <p>
        {t('importPreview.licence', {
          count: check.licenceNumber,
          existing: f.number(check.existingUsers),
          licence: f.number(check.licenceNumber),
        })}
      </p>
      <div
        className="sf-import-preview"
        role="region"
        aria-label={t('importPreview.region')}
        tabIndex={0}
      >
        <table className="sf-import-table">
          <thead>
            <tr>
              <th scope="col">{t('importPreview.row')}</th>
              <th scope="col">{t('importPreview.username')}</th>
              <th scope="col">{t('importPreview.name')}</th>
              <th scope="col">{t('importPreview.email')}</th>
              <th scope="col">{t('importPreview.projects')}</th>
              <th scope="col">{t('importPreview.password')}</th>
              <th scope="col">{t('importPreview.year')}</th>
              <th scope="col">{t('importPreview.problems')}</th>
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
                  <td>
                    {row.password === ''
                      ? t('importPreview.madeOnSaving')
                      : t('importPreview.given')}
                  </td>
                  <td>{row.year ?? ''}</td>
                  <td>
                    {problems.length === 0 ? (
                      t('importPreview.none')
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
