/** Step 4: SPEC's thank-you, and what happens next. */
import { Link } from '@skillfolio/shared';
import { REGISTRATION_TEXT } from '@skillfolio/shared/wire';
import { StepHeading } from './StepHeading';

export function ThankYouStep() {
  return (
    <div className="sf-card sf-register">
      <StepHeading step={4} title="Done" />
      <p className="sf-register__thanks" role="status">
        {REGISTRATION_TEXT.thankYou}
      </p>
      <p>
        We have e-mailed you a link to set your password. Once it is set,{' '}
        <Link to="/public/login">log in</Link> with your email address to add your pupils and staff.
      </p>
    </div>
  );
}
