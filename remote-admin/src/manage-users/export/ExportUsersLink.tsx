/** "Export users": the school's users as a CSV download, made by the server. */
import { exportUsersUrl } from '@skillfolio/shared';

export function ExportUsersLink() {
  return (
    <a className="sf-button sf-button--secondary" href={exportUsersUrl()} download="users.csv">
      Export users
    </a>
  );
}
