/** How a project's audiences read on Manage Projects: "7C", "Year 10", "6X (closed)". */
import type { ProjectAudience } from '@skillfolio/shared';
import { pupilCountText, yearGroupLabel } from '@skillfolio/shared/wire';

/** An audience's name: its class's title, or its year group. */
export function audienceName(
  audience: Pick<ProjectAudience, 'class_title' | 'closed' | 'year_group'>,
): string {
  if (audience.class_title === null) return yearGroupLabel(audience.year_group);
  return audience.closed ? `${audience.class_title} (closed)` : audience.class_title;
}

/** The Who takes it column: "Year 10 (150 pupils), 7C (28 pupils)"; "None" for none. */
export function audienceSummary(audiences: readonly ProjectAudience[]): string {
  if (audiences.length === 0) return 'None';
  return audiences.map((a) => `${audienceName(a)} (${pupilCountText(a.pupils)})`).join(', ');
}
