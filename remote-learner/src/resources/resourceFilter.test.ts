import type { Resource, SanitisedHtml } from '@skillfolio/shared';
import { ALL_TAGS, filterResources, hasTag, matchesKeyword } from './resourceFilter';

function resource(overrides: Partial<Resource>): Resource {
  return {
    weekly_task_id: 1,
    weekly_task_name: 'A resource',
    weekly_task_detail: '' as SanitisedHtml,
    tags: '',
    tagids: '',
    active: true,
    school_id: 1,
    school_name: 'Demo Academy',
    file_id: null,
    file_desc: null,
    ...overrides,
  };
}

describe('the resource filters', () => {
  it('matches a tag by its id in the comma list, not by a digit inside another id', () => {
    const tagged = resource({ tagids: '12, 3' });
    expect(hasTag(tagged, 3)).toBe(true);
    expect(hasTag(tagged, 12)).toBe(true);
    expect(hasTag(tagged, 1)).toBe(false);
    expect(hasTag(resource({ tagids: '' }), 0)).toBe(false);
  });

  it('matches a keyword case-insensitively in the name, the detail text or the tags', () => {
    const careers = resource({ weekly_task_name: 'Careers websites', tags: 'Careers, Video' });
    expect(matchesKeyword(careers, 'Find apprenticeships', 'WEBSITES')).toBe(true);
    expect(matchesKeyword(careers, 'Find apprenticeships', 'apprentice')).toBe(true);
    expect(matchesKeyword(careers, 'Find apprenticeships', 'video')).toBe(true);
    expect(matchesKeyword(careers, 'Find apprenticeships', 'worksheet')).toBe(false);
    expect(matchesKeyword(careers, '', '   ')).toBe(true);
  });

  it('keeps what both filters allow', () => {
    const rows = [
      resource({ weekly_task_id: 1, weekly_task_name: 'Audit', tagids: '1' }),
      resource({ weekly_task_id: 2, weekly_task_name: 'Guide', tagids: '1' }),
      resource({ weekly_task_id: 3, weekly_task_name: 'Guide video', tagids: '2' }),
    ];
    const ids = (tagId: number, keyword: string) =>
      filterResources(rows, { tagId, keyword }, () => '').map((r) => r.weekly_task_id);
    expect(ids(ALL_TAGS, '')).toEqual([1, 2, 3]);
    expect(ids(1, '')).toEqual([1, 2]);
    expect(ids(ALL_TAGS, 'guide')).toEqual([2, 3]);
    expect(ids(1, 'guide')).toEqual([2]);
  });
});
