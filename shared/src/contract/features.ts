/** Every feature's endpoints, one namespace each, for both sides. */
export * as Plan from './plan';
export * as Teaching from './teaching';
export * as Profile from './profile';
export * as Privacy from './privacy';
export * as Audit from './audit';
