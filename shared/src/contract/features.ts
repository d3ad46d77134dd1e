/** Every feature's endpoints, one namespace each, for both sides. */
export * as Plan from './plan';
export * as Schools from './schools';
export * as Registration from './registration';
export * as Auth from './auth';
