export * from './entities';
export * from './api';
export type { RemoteRoutesProps } from './remote';
export * from './learner';
export * from './adminProjects';
export * from './adminUsers';
export * from './adminSkills';
export * from './adminImport';
export * from './resources';
