/** How a project's audiences read on Manage Projects: "7C", "Year 10", "6X (closed)". */
import type { ProjectAudience, TFunction } from '@skillfolio/shared';

/** "Reception", "Year 7", or "Not set" for null, in the page's language (wire's words). */
export function yearGroupName(t: TFunction, year: number | null): string {
  if (year === null) return t('wire:yearGroupLabel.notSet');
  return year === 0 ? t('wire:yearGroupLabel.reception') : t('wire:yearGroupLabel.year', { year });
}

/** "1 pupil", "28 pupils". */
export function pupilCount(t: TFunction, count: number): string {
  return t('wire:pupilCountText', { count });
}

/** An audience's name: its class's title, or its year group. */
export function audienceName(
  t: TFunction,
  audience: Pick<ProjectAudience, 'class_title' | 'closed' | 'year_group'>,
): string {
  if (audience.class_title === null) return yearGroupName(t, audience.year_group);
  return audience.closed
    ? t('manage-projects:audience.closed', { name: audience.class_title })
    : audience.class_title;
}

/** An audience, class or year, with the pupils it holds: "7C (28 pupils)". */
export function withPupils(t: TFunction, name: string, pupils: number): string {
  return t('manage-projects:audience.withPupils', { name, pupils: pupilCount(t, pupils) });
}

/** The Who takes it column: "Year 10 (150 pupils), 7C (28 pupils)"; "None" for none. */
export function audienceSummary(t: TFunction, audiences: readonly ProjectAudience[]): string {
  if (audiences.length === 0) return t('manage-projects:audience.none');
  return audiences.map((a) => withPupils(t, audienceName(t, a), a.pupils)).join(', ');
}
