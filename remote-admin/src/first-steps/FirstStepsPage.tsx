/**
 * /admin/firststeps: where a self-registered school's first admin lands after setting their
 * password. Three steps to get pupils self-assessing, each linking to the screen that does it.
 */
import { Page, useSession, type ScreenProps, Link } from '@skillfolio/shared';

export function FirstStepsPage({ screen }: ScreenProps) {
  const school = useSession((s) => s.currentSchool);
  return (
    <Page title={screen.title}>
      {school && (
        <p>
          Welcome to Skillfolio. Your school username is <strong>{school.school_username}</strong>:
          pupils and staff type it when they log in with a username.
        </p>
      )}
      <ol className="sf-first-steps">
        <li>
          <Link to="/admin/manageUsers">Add users</Link>: your pupils and staff, one at a time or
          from a spreadsheet. Give each pupil the school&apos;s project so they can start.
        </li>
        <li>
          <Link to="/admin/manageSkills">Check the skills</Link>: your school starts with a skills
          framework. Rename, add or retire skills to suit your pupils.
        </li>
        <li>
          <Link to="/admin/manageProjects">Add a project</Link>: your school starts with one
          project; add more for year groups or activities, each with its own assessments.
        </li>
      </ol>
    </Page>
  );
}
