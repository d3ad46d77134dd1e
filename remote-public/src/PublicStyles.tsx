/** The area's own styles. */
import { Stylesheet } from '@skillfolio/shared';
import css from './public.css';

export function PublicStyles() {
  return <Stylesheet name="skillfolio-public" css={css} />;
}
