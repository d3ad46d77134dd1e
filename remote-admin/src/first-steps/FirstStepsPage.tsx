/**
 * /admin/firststeps: where a new school's admin starts (after setting their password, after
 * setting up two-factor authentication, and whenever they log in without a project). Each
 * step links to the screen that does it. Only the two-factor step shows whether it is done:
 * it comes from the admin's own status, the one call this page may make before two-factor
 * is set up (an admin call would send the admin to set-up at once). The other steps have
 * no "done" mark: working one out would mean loading the school's whole user, project or
 * resource list on every visit.
 */
import { useCallback } from 'react';
import {
  call,
  Link,
  Page,
  Stylesheet,
  useLoad,
  useSession,
  type ScreenProps,
} from '@skillfolio/shared';
import { AUTHENTICATOR_NEEDED_TEXT, SECURITY_SETUP_PATH } from '@skillfolio/shared/wire';
import { SecondFactor } from '@skillfolio/shared/contract';
import firstStepsCss from './firstSteps.css';

export function FirstStepsPage({ screen }: ScreenProps) {
  const school = useSession((s) => s.currentSchool);
  const status = useLoad(useCallback(() => call(SecondFactor.Status), []));
  const enrolled = status.data?.enrolled === true;
  return (
    <Page title={screen.title}>
      <Stylesheet name="sf-first-steps" css={firstStepsCss} />
      {school && (
        <p>
          Welcome to Skillfolio. Your school username is <strong>{school.school_username}</strong>:
          pupils and staff type it when they log in with a username.
        </p>
      )}
      <ol className="sf-first-steps">
        <li>
          <Link to={SECURITY_SETUP_PATH}>Set up two-factor authentication</Link>
          {status.data !== undefined && (
            <span className="sf-first-steps__state">{enrolled ? ' (done)' : ' (to do)'}</span>
          )}
          : {AUTHENTICATOR_NEEDED_TEXT}
        </li>
        <li>
          <Link to="/admin/manageUsers">Add users</Link> in Manage Users: your pupils and staff, one
          at a time or from a spreadsheet with Import users. Give each pupil the school&apos;s
          project so they can start.
        </li>
        <li>
          <Link to="/admin/manageProjects">Add a project</Link> in Manage Projects: your school
          starts with one project; add more for year groups or activities.
        </li>
        <li>
          <Link to="/admin/manageSkills">Check the skills</Link> in Manage Skills: your school
          starts with a skills framework. Rename, add or retire skills to suit your pupils.
        </li>
        <li>
          <Link to="/admin/manageSuccessCriteria">Set success criteria</Link> in Manage Success
          Criteria: what pupils show evidence against in each project.
        </li>
        <li>
          <Link to="/admin/manageResources">Share resources</Link> in Manage Resources: worksheets,
          videos and links your pupils can open.
        </li>
      </ol>
    </Page>
  );
}
