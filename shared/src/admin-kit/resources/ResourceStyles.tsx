/** The resource manager's own styles (the kit has none for a tag list or an upload preview). */
import { Stylesheet } from '@skillfolio/shared';
import css from './resources.css';

export function ResourceStyles() {
  return <Stylesheet name="skillfolio-resources" css={css} />;
}
