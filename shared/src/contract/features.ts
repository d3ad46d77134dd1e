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
