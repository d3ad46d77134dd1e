import { localPath, pathAfterSetUp } from './nextPath';

describe('localPath', () => {
  it('keeps a path of this app, with its query', () => {
    expect(localPath('/admin/firststeps')).toBe('/admin/firststeps');
    expect(localPath('/admin/manageUsers?tab=import')).toBe('/admin/manageUsers?tab=import');
  });

  it.each([
    null,
    '',
    'admin/firststeps',
    'https://evil.test/',
    'http:/evil.test',
    '//evil.test/admin',
    '/\\evil.test',
    '/\\/evil.test',
    'javascript:alert(1)',
    '/admin\n/x',
  ])('refuses %p', (next) => {
    expect(localPath(next)).toBeUndefined();
  });
});

describe('pathAfterSetUp', () => {
  const head = { is_schoolAdmin: true };
  const teacher = { is_schoolAdmin: false };

  it('follows a local next', () => {
    expect(pathAfterSetUp('?next=%2Fadmin%2FmanageUsers', teacher)).toBe('/admin/manageUsers');
  });

  it('sends a school admin to First Steps when next is missing or not ours', () => {
    expect(pathAfterSetUp('', head)).toBe('/admin/firststeps');
    expect(pathAfterSetUp('?next=https%3A%2F%2Fevil.test%2F', head)).toBe('/admin/firststeps');
  });

  it('sends anyone else nowhere when next is missing or not ours', () => {
    expect(pathAfterSetUp('?next=%2F%2Fevil.test', teacher)).toBeUndefined();
    expect(pathAfterSetUp('', null)).toBeUndefined();
  });
});
