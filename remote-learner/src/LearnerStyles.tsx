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
.sf-note-form { max-width: 760px; margin-bottom: 24px; }
.sf-note-form h2 { margin-top: 0; }
.sf-notes, .sf-reflections, .sf-recent-notes { list-style: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 12px; max-width: 760px; }
.sf-note, .sf-reflection { background: #fff; border: 1px solid var(--sf-line); border-radius: 8px; padding: 12px 16px; }
.sf-note__date, .sf-reflection__date { margin: 0; font-size: .9rem; }
.sf-note__title { margin: 4px 0 8px; font-size: 1.15rem; }
.sf-note__text > :first-child { margin-top: 0; }
.sf-note__actions { display: flex; gap: 8px; margin-top: 8px; }
.sf-reflection__text { margin: 4px 0 0; white-space: pre-wrap; }
.sf-dashboard__section { margin-bottom: 32px; }
.sf-dashboard__steps h3 { margin: 12px 0 4px; font-size: 1.05rem; }
.sf-chart { margin: 0 0 16px; }
.sf-security__qr { display: block; margin: 12px 0; }
.sf-security__code-list { columns: 2; font-size: 1.1rem; }
.sf-security__secret { word-break: break-all; }
.sf-card + .sf-card { margin-top: 16px; }
.sf-chart__caption { font-weight: 600; }
.sf-chart__key { margin: 4px 0 12px; padding-left: 24px; display: flex; flex-wrap: wrap; gap: 4px 32px; }
.sf-chart__grid-of-skills { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 12px; }
.sf-chart__skill { background: #fff; border: 1px solid var(--sf-line); border-radius: 8px; padding: 8px; }
.sf-chart__skill-name { margin: 0 0 4px; font-weight: 600; }
.sf-chart__svg { display: block; max-width: 100%; height: auto; }
.sf-chart__grid { stroke: var(--sf-line); stroke-width: 1; }
.sf-chart__axis { fill: var(--sf-muted); font-size: 11px; }
.sf-chart__line { fill: none; stroke: var(--sf-accent); stroke-width: 2.5; }
.sf-chart__point { fill: var(--sf-accent); }
.sf-profile { display: grid; grid-template-columns: minmax(280px, 1fr) minmax(320px, 1.4fr); gap: 24px; align-items: start; }
@media (max-width: 900px) { .sf-profile { grid-template-columns: 1fr; } }
.sf-profile__panel h2 { margin-top: 0; }
.sf-profile__group { border: 1px solid var(--sf-line); border-radius: 8px; padding: 8px 16px 12px; margin: 0 0 16px; display: flex; flex-direction: column; gap: 8px; background: #fff; }
.sf-profile__group legend { font-weight: 600; padding: 0 4px; }
.sf-profile__hint { color: var(--sf-muted); font-size: .9rem; margin: 0; }
.sf-profile__bulk { display: flex; gap: 16px; }
.sf-profile__actions { display: flex; gap: 12px; align-items: center; }
.sf-profile__sheet { background: #fff; border: 1px solid var(--sf-line); border-radius: 4px; padding: 24px 28px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
.sf-profile__sheet h3 { color: var(--sf-brand); border-bottom: 1px solid var(--sf-line); padding-bottom: 2px; margin: 20px 0 8px; font-size: 1.1rem; }
.sf-profile__sheet h4 { margin: 8px 0 0; font-size: 1rem; }
.sf-profile__kicker { color: var(--sf-brand); font-weight: 700; margin: 0; font-size: .9rem; }
.sf-profile__name { font-size: 1.8rem; font-weight: 700; margin: 0; }
.sf-profile__meta { color: var(--sf-muted); margin: 0; }
.sf-profile__grade { color: var(--sf-brand); margin: 0; }
.sf-profile__statement, .sf-profile__note-text { margin: 2px 0 8px; white-space: pre-wrap; }
.sf-profile__evidence-text { font-weight: 600; margin: 8px 0 2px; }
.sf-profile__table { border-collapse: collapse; }
.sf-profile__table caption { text-align: left; color: var(--sf-muted); font-size: .9rem; }
.sf-profile__table th, .sf-profile__table td { border-bottom: 1px solid var(--sf-line); padding: 4px 10px; text-align: left; }
.sf-progress-table caption { text-align: left; font-weight: 600; padding: 8px 0; }
.sf-teacher-rating { margin: 4px 0; padding: 4px 8px; border-left: 4px solid var(--sf-accent); background: #fff; }
/* The detail's paragraphs start level with the rest of their row, not a paragraph margin lower. */
.sf-resource-detail > :first-child { margin-top: 0; }
.sf-resource-detail > :last-child { margin-bottom: 0; }
.sf-step-up { margin: 8px 0; padding: 8px; border: 1px dashed var(--sf-line); border-radius: 6px; }
`;

export function LearnerStyles() {
  return <Stylesheet name="skillfolio-learner" css={css} />;
}
