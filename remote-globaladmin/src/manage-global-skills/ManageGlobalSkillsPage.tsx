/**
 * /globaladmin/manageSkills: the global skills framework every school uses and a new school
 * starts with, edited as a school's is (the admin kit's editor), retire-never-delete included.
 */
import { GLOBAL_FRAMEWORK, SkillFrameworkEditor } from '@skillfolio/shared/admin-kit';

export function ManageGlobalSkillsPage() {
  return <SkillFrameworkEditor framework={GLOBAL_FRAMEWORK} />;
}
