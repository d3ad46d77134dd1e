/** The areas served as remotes, by the names their folders (remote-<name>) and URLs use. */
export const REMOTE_NAMES = ['public', 'learner', 'admin', 'globaladmin'] as const;
