/** The kit's stylesheet, injected once by the host so every remote shares one look. */
export const kitCss = `
:root {
  --sf-ink: #1b2430; --sf-muted: #4f5b6a; --sf-line: #d5dbe3; --sf-bg: #f6f8fb; --sf-card: #ffffff;
  --sf-brand: #1f4e79; --sf-brand-dark: #163a5a; --sf-accent: #0f7b6c; --sf-danger: #b3261e;
  --sf-focus: #ffbf47; --sf-radius: 8px;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--sf-ink); background: var(--sf-bg); line-height: 1.5;
}
* { box-sizing: border-box; }
body { margin: 0; }
a { color: var(--sf-brand); }
a:focus-visible, [data-focus-visible] { outline: 3px solid var(--sf-focus); outline-offset: 2px; }
h1 { font-size: 1.75rem; margin: 0 0 1rem; }
.sf-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.sf-page { max-width: 1100px; margin: 0 auto; padding: 24px 16px 64px; }
.sf-card { background: var(--sf-card); border: 1px solid var(--sf-line); border-radius: var(--sf-radius); padding: 24px; }

.sf-button { font: inherit; font-weight: 600; border-radius: 6px; padding: 8px 16px; border: 2px solid transparent; cursor: pointer; }
.sf-button--primary { background: var(--sf-brand); color: #fff; }
.sf-button--primary[data-hovered] { background: var(--sf-brand-dark); }
.sf-button--secondary { background: #fff; color: var(--sf-brand); border-color: var(--sf-brand); }
.sf-button--danger { background: var(--sf-danger); color: #fff; }
.sf-button--link { background: none; color: var(--sf-brand); padding: 0; text-decoration: underline; font-weight: 500; }
.sf-button[data-disabled] { opacity: .5; cursor: not-allowed; }
.sf-button[data-focus-visible] { outline: 3px solid var(--sf-focus); outline-offset: 2px; }

.sf-field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 16px; }
.sf-field__label { font-weight: 600; }
.sf-field__input { font: inherit; padding: 8px 10px; border: 1px solid #8a96a6; border-radius: 6px; background: #fff; }
.sf-field__input[data-focused] { outline: 3px solid var(--sf-focus); outline-offset: 0; border-color: var(--sf-ink); }
.sf-field__input[data-invalid] { border-color: var(--sf-danger); }
.sf-field__description { color: var(--sf-muted); font-size: .9rem; }
.sf-field__error { color: var(--sf-danger); font-size: .9rem; }

.sf-modal-overlay { position: fixed; inset: 0; background: rgba(15, 23, 42, .55); display: flex; align-items: center; justify-content: center; z-index: 100; }
.sf-modal { background: #fff; border-radius: var(--sf-radius); box-shadow: 0 20px 50px rgba(0,0,0,.3); max-height: calc(100vh - 32px); overflow: auto; }
.sf-modal__dialog { padding: 24px; outline: none; height: 100%; display: flex; flex-direction: column; }
.sf-modal__title { margin: 0 0 12px; font-size: 1.25rem; }
.sf-modal__body { flex: 1; margin: 0; }
.sf-modal__actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 16px; }

.sf-banner { position: fixed; left: 0; right: 0; bottom: 0; z-index: 200; background: var(--sf-danger); color: #fff; display: flex; align-items: center; justify-content: space-between; gap: 16px; padding: 12px 24px; font-weight: 600; }
.sf-banner .sf-button--secondary { background: #fff; color: var(--sf-danger); border-color: #fff; }

.sf-spinner { display: inline-flex; align-items: center; gap: 8px; }
.sf-spinner__circle { width: 28px; height: 28px; border-radius: 50%; border: 4px solid var(--sf-line); border-top-color: var(--sf-brand); animation: sf-spin .8s linear infinite; }
@keyframes sf-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .sf-spinner__circle { animation-duration: 3s; } }
`;

/** Adds the kit's stylesheet to the document once. */
export function installStyles(doc: Document = document): void {
  if (doc.getElementById('sf-kit-styles')) return;
  const style = doc.createElement('style');
  style.id = 'sf-kit-styles';
  style.textContent = kitCss;
  doc.head.appendChild(style);
}
