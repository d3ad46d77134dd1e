export { apiClient, configureApiClient, LOGIN_URL, NOT_AUTHORISED_URL } from './client';
export type { ApiClientOptions, Navigator } from './client';
export { login, logout } from './public';
export type { LoginResult } from './public';
export { getCurrentUser } from './user';
