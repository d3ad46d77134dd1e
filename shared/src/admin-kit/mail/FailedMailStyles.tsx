/** The failed-mail notice's own styles (the kit has none for a warning panel of facts). */
import { Stylesheet } from '@skillfolio/shared';
import css from './failedMail.css';

export function FailedMailStyles() {
  return <Stylesheet name="skillfolio-failed-mail" css={css} />;
}
