/**
 * `@skillfolio/shared/contract`: every endpoint, declared once, by feature. The server
 * registers its routes from these (compiled to dist/contract) and the browser calls them
 * through `call` and `endpointUrl` from `@skillfolio/shared`.
 */
export * from './endpoint';
export * from './features';
export * from './areaPaths';
export * from './firstReplies';
