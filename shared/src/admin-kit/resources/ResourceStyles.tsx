/** The resource manager's own styles (the kit has none for a tag list or an upload preview). */
import { Stylesheet } from '@skillfolio/shared';

const css = `
.sf-choices { border: 1px solid var(--sf-line); border-radius: 6px; padding: 8px 14px 12px; }
.sf-choices__item { display: flex; align-items: center; gap: 8px; padding: 2px 0; }
.sf-choices__item input { width: 24px; height: 24px; }
.sf-choices .sf-toolbar { align-items: flex-end; margin-top: 8px; }
.sf-upload__preview { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.sf-upload__name { font-weight: 600; overflow-wrap: anywhere; }
.sf-upload__status { margin: 8px 0 4px; }
.sf-upload__progress { width: 100%; height: 12px; }
.sf-resource-detail > :first-child { margin-top: 0; }
.sf-resource-detail > :last-child { margin-bottom: 0; }
`;

export function ResourceStyles() {
  return <Stylesheet name="skillfolio-resources" css={css} />;
}
