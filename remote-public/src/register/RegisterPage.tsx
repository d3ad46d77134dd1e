import { Page, Link } from '@skillfolio/shared';

export function RegisterPage() {
  return (
    <Page title="Register">
      <p>How will you use Skillfolio?</p>
      <ul className="sf-choices">
        <li>
          <Link className="sf-choice" to="/public/register/school">
            <strong>Register your school</strong>
            <span>
              Set up Skillfolio for your pupils and staff. We confirm your email address first.
            </span>
          </Link>
        </li>
        <li>
          <Link className="sf-choice" to="/public/register/home">
            <strong>Register as a home user</strong>
            <span>Use Skillfolio on your own or with your family, outside a school.</span>
          </Link>
        </li>
      </ul>
    </Page>
  );
}
