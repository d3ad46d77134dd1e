/** "Export users": the school's users as a CSV download, made by the server. */
import { endpointUrl } from '@skillfolio/shared';
import { Users } from '@skillfolio/shared/contract';

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
