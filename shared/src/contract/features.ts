/** Every feature's endpoints, one namespace each, for both sides. */
export * as Plan from './plan';
export * as SelfAssessment from './assessment';
export * as Notes from './notes';
export * as MyEvidence from './evidence';
export * as LearnerResources from './learnerResources';
export * as Session from './session';
export * as Schools from './schools';
export * as Registration from './registration';
export * as Auth from './auth';
export * as Projects from './projects';
export * as Users from './users';
export * as Skills from './skills';
export * as AdminResources from './adminResources';
export * as SecondFactor from './secondFactor';
