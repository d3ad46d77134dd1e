export { chooseId } from './choose';
export { useValidChoice } from './useValidChoice';
export { useProjectSelection } from './useProjectSelection';
export type { ProjectSelection } from './useProjectSelection';
export { useAssessmentSelection } from './useAssessmentSelection';
export type { AssessmentSelection } from './useAssessmentSelection';
export { ProjectPicker } from './ProjectPicker';
