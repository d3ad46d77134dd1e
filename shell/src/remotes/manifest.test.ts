import { federationName, parseManifest } from './manifest';

describe('the remotes manifest', () => {
  it('resolves each entry against the page address', () => {
    const manifest = parseManifest(
      {
        public: '/app/remotes/public/remoteEntry.js',
        learner: '/app/remotes/learner/remoteEntry.js',
        admin: 'https://cdn.example.test/admin/remoteEntry.js',
        globaladmin: '/app/remotes/globaladmin/remoteEntry.js',
      },
      'http://school.test/app/dashboard',
    );
    expect(manifest.public).toBe('http://school.test/app/remotes/public/remoteEntry.js');
    expect(manifest.admin).toBe('https://cdn.example.test/admin/remoteEntry.js');
  });

  it('refuses a manifest that leaves an area out', () => {
    expect(() =>
      parseManifest({ public: '/p.js', learner: '/l.js', admin: '/a.js' }, 'http://school.test/'),
    ).toThrow('no entry for globaladmin');
  });

  it('names remotes with valid identifiers', () => {
    expect(federationName('public')).toBe('sf_public');
  });
});
