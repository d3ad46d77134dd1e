/** /admin/manageSkills: the current school's skills framework, in the admin kit's editor. */
import { SCHOOL_FRAMEWORK, SkillFrameworkEditor } from '@skillfolio/shared/admin-kit';

export function ManageSkillsPage() {
  return <SkillFrameworkEditor framework={SCHOOL_FRAMEWORK} />;
}
