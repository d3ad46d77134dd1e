/** The area's own styles. */
import { Stylesheet } from '@skillfolio/shared';
import css from './learner.css';

export function LearnerStyles() {
  return <Stylesheet name="skillfolio-learner" css={css} />;
}
