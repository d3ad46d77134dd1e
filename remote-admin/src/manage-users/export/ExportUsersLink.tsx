/** "Export users": the school's users as a CSV download, made by the server. */
import { endpointUrl, Users } from '@skillfolio/shared';

export function ExportUsersLink() {
  return (
    <a
      className="sf-button sf-button--secondary"
      href={endpointUrl(Users.ExportUsers, undefined)}
      download="users.csv"
    >
      Export users
    </a>
  );
}
