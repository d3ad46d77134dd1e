import { Page, Link } from '@skillfolio/shared';

export function NotAuthorisedPage() {
  return (
    <Page title="Not authorised">
      <p>Your account does not have access to this page.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Page>
  );
}
