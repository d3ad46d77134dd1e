/**
 * For tests on the real server: the demo pupil makes a profile PDF of Year 10 Skills (which
 * records it) and stays logged in; resolves to the record it made.
 */
import { call } from '../api/call';
import { getProfilePdf } from '../api/files';
import { Profile, SelfAssessment, Verify } from '../contract/features';
import type { ProfileRecord } from '../types/verify';
import { DEMO_LOGINS, logInAs } from './realServer';

export async function demoPupilMakesProfile(
  shownName: string,
  { grades = true, evidence = false }: { grades?: boolean; evidence?: boolean } = {},
): Promise<ProfileRecord> {
  const pupil = await logInAs(DEMO_LOGINS.pupil);
  const userId = pupil.currentUser.user_id;
  const projects = await call(SelfAssessment.GetProjectsForUser, { user_id: userId });
  const project = projects.find((p) => p.project_name === 'Year 10 Skills');
  if (!project) throw new Error('No Year 10 Skills project');
  const content = await call(Profile.GetProfile, {
    user_id: userId,
    project_id: project.project_id,
  });
  await getProfilePdf({
    user_id: userId,
    project_id: project.project_id,
    skills: content.skills.map((s) => s.skill_id).join(','),
    notes: '',
    grades,
    chart: false,
    evidence,
    shown_name: shownName,
  });
  const { records } = await call(Verify.GetProfileRecords, { user_id: userId });
  const [newest] = records;
  if (!newest) throw new Error('Making the PDF recorded nothing');
  return newest;
}
