/**
 * The logins of the users just imported (or given new passwords in Manage Users), for the
 * class teacher: the passwords Skillfolio made are shown here once and never again, so the
 * sheet prints (only it prints).
 */
import { Button, Trans, useFormat, useTranslation, type ImportedLogin } from '@skillfolio/shared';

export interface LoginsSheetProps {
  logins: ImportedLogin[];
  schoolUsername: string;
  /** What happened to these users; by default, that they were added. */
  summary?: string;
}

export function LoginsSheet({ logins, schoolUsername, summary }: LoginsSheetProps) {
  const { t } = useTranslation('manage-users');
  const f = useFormat();
  const made = logins.filter((login) => login.generatedPassword !== null).length;
  return (
    <section className="sf-logins-sheet" aria-labelledby="sf-logins-title">
      <h3 id="sf-logins-title">{t('loginsSheet.title')}</h3>
      <p>
        <Trans
          t={t}
          i18nKey="loginsSheet.schoolUsername"
          values={{
            school: schoolUsername,
            summary:
              summary ??
              t('loginsSheet.added', { count: logins.length, number: f.number(logins.length) }),
          }}
          components={{ strong: <strong /> }}
        />
      </p>
      {made > 0 && (
        <p className="sf-no-print" role="note">
          {t('loginsSheet.made', { count: made, number: f.number(made) })}
        </p>
      )}
      <div className="sf-no-print">
        <Button onPress={() => window.print()}>{t('loginsSheet.print')}</Button>
      </div>
      <div
        className="sf-import-preview"
        role="region"
        aria-label={t('loginsSheet.region')}
        tabIndex={0}
      >
        <table className="sf-import-table">
          <thead>
            <tr>
              <th scope="col">{t('loginsSheet.name')}</th>
              <th scope="col">{t('loginsSheet.username')}</th>
              <th scope="col">{t('loginsSheet.password')}</th>
            </tr>
          </thead>
          <tbody>
            {logins.map((login) => (
              <tr key={login.username}>
                <td>{[login.first_name, login.last_name].filter(Boolean).join(' ')}</td>
                <th scope="row">{login.username}</th>
                <td className="sf-login-password">
                  {login.generatedPassword ?? t('loginsSheet.asGiven')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
