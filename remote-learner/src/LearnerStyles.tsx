/** The area's own styles. */
import { Stylesheet } from '@skillfolio/shared';

const css = `
.sf-skills { display: flex; flex-direction: column; gap: 16px; max-width: 760px; }
.sf-skills__heading { font-size: 1.3rem; margin: 16px 0 0; color: var(--sf-brand); border-bottom: 2px solid var(--sf-line); padding-bottom: 4px; }
.sf-skill { background: #fff; border: 1px solid var(--sf-line); border-radius: 8px; padding: 16px; }
.sf-skill .sf-field { margin-bottom: 0; margin-top: 12px; }
.sf-skill__failed { margin-top: 8px; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.sf-notice { background: #fff8e1; border-left: 4px solid #ffbf47; padding: 10px 14px; }
.sf-steps { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; margin-top: 8px; }
.sf-steps h3 { margin: 8px 0; }
.sf-steps__list { list-style: none; padding: 0; margin: 0 0 12px; display: flex; flex-direction: column; gap: 8px; }
.sf-steps__item { border: 1px solid var(--sf-line); border-radius: 6px; padding: 8px 10px; display: flex; flex-direction: column; gap: 6px; }
.sf-steps__actions { display: flex; gap: 6px; flex-wrap: wrap; }
.sf-steps__actions .sf-button { padding: 4px 10px; font-size: .9rem; }
.sf-steps__add { margin-top: 8px; }
@media (max-width: 700px) { .sf-steps { grid-template-columns: 1fr; } }
`;

export function LearnerStyles() {
  return <Stylesheet name="skillfolio-learner" css={css} />;
}
