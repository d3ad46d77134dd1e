/** "Export users": the school's users as a CSV download, made by the server. */
import { endpointUrl, useTranslation } from '@skillfolio/shared';
import { Users } from '@skillfolio/shared/contract';

export function ExportUsersLink() {
  const { t } = useTranslation('manage-users');
  return (
    <a
      className="sf-button sf-button--secondary"
      href={endpointUrl(Users.ExportUsers, undefined)}
      download="users.csv"
    >
      {t('page.exportUsers')}
    </a>
  );
}
