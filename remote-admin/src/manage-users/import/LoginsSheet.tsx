/**
 * The logins of the users just imported (or given new passwords in Manage Users), for the
 * class teacher: the passwords Skillfolio made are shown here once and never again, so the
 * sheet prints (only it prints).
 */
import { Button, type ImportedLogin } from '@skillfolio/shared';

export interface LoginsSheetProps {
  logins: ImportedLogin[];
  schoolUsername: string;
  /** What happened to these users; by default, that they were added. */
  summary?: string;
}

export function LoginsSheet({ logins, schoolUsername, summary }: LoginsSheetProps) {
  const made = logins.filter((login) => login.generatedPassword !== null).length;
  return (
    <section className="sf-logins-sheet" aria-labelledby="sf-logins-title">
      <h3 id="sf-logins-title">Logins for the class teacher</h3>
      <p>
        School username: <strong>{schoolUsername}</strong>.{' '}
        {summary ?? `${logins.length} users were added.`}
      </p>
      {made > 0 && (
        <p className="sf-no-print" role="note">
          Skillfolio made {made} passwords. They are shown only now: print this sheet or copy them
          before you close it.
        </p>
      )}
      <div className="sf-no-print">
        <Button onPress={() => window.print()}>Print logins</Button>
      </div>
      <div className="sf-import-preview" role="region" aria-label="Logins" tabIndex={0}>
        <table className="sf-import-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Username</th>
              <th scope="col">Password</th>
            </tr>
          </thead>
          <tbody>
            {logins.map((login) => (
              <tr key={login.username}>
                <td>{[login.first_name, login.last_name].filter(Boolean).join(' ')}</td>
                <th scope="row">{login.username}</th>
                <td className="sf-login-password">
                  {login.generatedPassword ?? 'As given in the file'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
