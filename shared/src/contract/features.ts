/** Every feature's endpoints, one namespace each, for both sides. */
export * as Plan from './plan';
export * as Teaching from './teaching';
export * as Profile from './profile';
