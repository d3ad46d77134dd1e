/** The public surface of @skillfolio/shared: remotes and the shell import only from here. */
export * from './types';
export * from './api';
export type { AnyEndpoint, InputOf, ReplyOf } from './contract/endpoint';
export { useSession, initialSession, displayName } from './store/session';
export type { SessionState, SessionData } from './store/session';
export * from './ui';
export * from './selection';
export * from './areas';
export * from './router';
export * from './i18n';
