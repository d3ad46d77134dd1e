/** Every feature's endpoints, one namespace each, for both sides. */
export * as Plan from './plan';
export * as Projects from './projects';
export * as Users from './users';
export * as Skills from './skills';
export * as AdminResources from './adminResources';
