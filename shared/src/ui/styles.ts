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
/* Touch targets (WCAG 2.5.8): a text link on its own is a 24 px tall target (inline padding
   grows the box, not the line). */
a { color: var(--sf-brand); padding-block: 3px; }
a:focus-visible, [data-focus-visible] { outline: 3px solid var(--sf-focus); outline-offset: 2px; }
h1 { font-size: 1.75rem; margin: 0 0 1rem; }
.sf-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.sf-page { max-width: 1100px; margin: 0 auto; padding: 24px 16px 64px; }
.sf-page--wide { max-width: 1440px; }
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
.sf-modal { background: #fff; border-radius: var(--sf-radius); box-shadow: 0 20px 50px rgba(0,0,0,.3); max-height: calc(100vh - 32px); max-height: calc(100dvh - 32px); overflow: auto; }
.sf-modal__dialog { padding: 24px; outline: none; height: 100%; display: flex; flex-direction: column; }
.sf-modal__title { margin: 0 0 12px; font-size: 1.25rem; }
.sf-modal__body { flex: 1; margin: 0; }
/* The actions stay in sight at the foot of a dialog taller than the window (the modal box is
   what scrolls), so Save and Cancel never need scrolling to. */
.sf-modal__actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 4px; padding: 12px 0; position: sticky; bottom: 0; background: #fff; border-top: 1px solid transparent; }

.sf-banner { position: fixed; left: 0; right: 0; bottom: 0; z-index: 200; background: var(--sf-danger); color: #fff; display: flex; align-items: center; justify-content: space-between; gap: 16px; padding: 12px 24px; font-weight: 600; }
.sf-banner .sf-button--secondary { background: #fff; color: var(--sf-danger); border-color: #fff; }

.sf-spinner { display: inline-flex; align-items: center; gap: 8px; }
.sf-spinner__circle { width: 28px; height: 28px; border-radius: 50%; border: 4px solid var(--sf-line); border-top-color: var(--sf-brand); animation: sf-spin .8s linear infinite; }
@keyframes sf-spin { to { transform: rotate(360deg); } }

/* Top centre, above dialogs, passing taps through: dialogs keep their buttons at the foot and
   the header its Menu button at the right, so the toast covers neither. */
.sf-toast-region { position: fixed; top: 8px; left: 50%; transform: translateX(-50%); z-index: 150; pointer-events: none; max-width: calc(100vw - 32px); }
.sf-toast { background: #0f5132; color: #fff; padding: 10px 18px; border-radius: 6px; font-weight: 600; box-shadow: 0 6px 18px rgba(0,0,0,.2); }

.sf-slider { display: flex; flex-direction: column; gap: 4px; margin-bottom: 8px; }
.sf-slider__head { display: flex; justify-content: space-between; gap: 12px; }
.sf-slider__label { font-weight: 600; }
.sf-slider__output { color: var(--sf-muted); font-variant-numeric: tabular-nums; }
.sf-slider__track { position: relative; height: 28px; margin: 0 12px; }
.sf-slider__track::before { content: ''; position: absolute; left: 0; right: 0; top: 12px; height: 4px; border-radius: 2px; background: var(--sf-line); }
.sf-slider__fill { position: absolute; left: 0; top: 12px; height: 4px; border-radius: 2px; background: var(--sf-accent); }
.sf-slider__thumb { top: 14px; width: 24px; height: 24px; border-radius: 50%; background: #fff; border: 3px solid var(--sf-accent); }
.sf-slider__thumb[data-focus-visible] { outline: 3px solid var(--sf-focus); outline-offset: 2px; }
.sf-slider__thumb[data-dragging] { background: var(--sf-accent); }
.sf-slider[data-disabled] .sf-slider__thumb { border-color: #8a96a6; }
.sf-slider[data-disabled] .sf-slider__fill { background: #8a96a6; }
.sf-slider__marker { position: absolute; top: 4px; width: 4px; height: 20px; margin-left: -2px; border-radius: 2px; background: var(--sf-brand); }
.sf-slider__was { color: var(--sf-muted); font-size: .9rem; margin: 0; }
/* Each mark centred under its stop (the track is inset 12 px each side): 24 px boxes, and
   "10" kept whole (body's overflow-wrap would break it to "1/0"). */
.sf-slider__marks { display: flex; justify-content: space-between; font-size: .8rem; color: var(--sf-muted); }
.sf-slider__marks span { width: 24px; text-align: center; white-space: nowrap; overflow-wrap: normal; }

.sf-select__button { display: flex; justify-content: space-between; align-items: center; gap: 8px; text-align: left; cursor: pointer; min-width: 240px; }
.sf-select__button[data-focus-visible] { outline: 3px solid var(--sf-focus); }
.sf-select__value[data-placeholder] { color: var(--sf-muted); }
.sf-select__popover { background: #fff; border: 1px solid var(--sf-line); border-radius: 6px; box-shadow: 0 8px 24px rgba(0,0,0,.15); min-width: var(--trigger-width); max-height: 320px; overflow: auto; }
.sf-select__list { padding: 4px; outline: none; }
.sf-select__item { padding: 8px 12px; border-radius: 4px; cursor: pointer; outline: none; }
.sf-select__item[data-focused] { background: var(--sf-bg); color: var(--sf-brand); }
.sf-select__item[data-selected] { font-weight: 700; }

/* One switch a line, each with its label beside its own track (inline, a label ran into the
   next switch's track). */
.sf-switch { display: flex; width: fit-content; align-items: center; gap: 10px; min-height: 32px; cursor: pointer; font-weight: 500; }
form > .sf-switch, .sf-modal__dialog > .sf-switch { margin-bottom: 8px; }
.sf-switch__track { flex: none; width: 40px; height: 22px; border-radius: 11px; background: #8a96a6; position: relative; transition: background .15s; }
.sf-switch__knob { position: absolute; top: 3px; left: 3px; width: 16px; height: 16px; border-radius: 50%; background: #fff; transition: left .15s; }
.sf-switch[data-selected] .sf-switch__track { background: var(--sf-accent); }
.sf-switch[data-selected] .sf-switch__knob { left: 21px; }
.sf-switch[data-focus-visible] .sf-switch__track { outline: 3px solid var(--sf-focus); outline-offset: 2px; }

.sf-table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--sf-line); }
.sf-table th, .sf-table td { text-align: left; vertical-align: top; padding: 10px 12px; border-bottom: 1px solid var(--sf-line); }
.sf-table th { background: var(--sf-bg); font-weight: 700; }
.sf-table tbody th { background: #fff; }
.sf-table ul { margin: 0; padding-left: 18px; }
.sf-filter-form { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 0 16px; align-items: end; margin-bottom: 16px; }
.sf-filter-form > .sf-button { justify-self: start; margin-bottom: 16px; }
.sf-pager { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin: 0 0 16px; }
.sf-row-actions { display: flex; flex-wrap: nowrap; gap: 8px; align-items: flex-start; }
.sf-row-actions > * { white-space: nowrap; }
.sf-menu__popover { background: #fff; border: 1px solid var(--sf-line); border-radius: 6px; box-shadow: 0 8px 24px rgba(0,0,0,.15); min-width: 200px; }
.sf-menu { padding: 4px; outline: none; }
.sf-menu__item { display: block; padding: 8px 12px; border-radius: 4px; color: var(--sf-ink); cursor: pointer; outline: none; }
.sf-menu__item[data-focused] { background: var(--sf-bg); color: var(--sf-brand); }
.sf-menu__item--danger { color: var(--sf-danger); }
.sf-menu__item[data-disabled] { color: #8a96a6; cursor: not-allowed; }
.sf-alert { color: var(--sf-danger); font-weight: 600; }
.sf-muted { color: var(--sf-muted); }
.sf-toolbar { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-end; margin-bottom: 16px; }
.sf-toolbar .sf-field { margin-bottom: 0; }
/* Where a picker (label and button) will be once its choices load. */
.sf-toolbar--reserved { min-height: 70px; }
/* Reflow (WCAG 1.4.10): at 320 CSS px (400% zoom) nothing may scroll sideways. Long
   words (e-mail addresses, file names) break; tables become stacked rows, each cell headed by
   its column's name (data-label; the "/ ''" keeps screen readers, which have the real headers,
   from hearing it twice). */
body { overflow-wrap: anywhere; }
/* In a table, "anywhere" would shrink every column to a letter's width and split headings
   ("Leadersh|ip"); break-word splits only a word longer than its cell. */
.sf-table { overflow-wrap: break-word; }
.sf-data-table__grid--widths { table-layout: fixed; }
/* Target size (WCAG 2.5.8): native checkboxes and radios are 13 px unless told. */
input[type=checkbox], input[type=radio] { width: 24px; height: 24px; accent-color: var(--sf-brand); }
img, video, svg { max-width: 100%; height: auto; }
@media (min-width: 641px) {
  .sf-data-table__scroll { overflow-x: auto; }
  .sf-data-table__grid th, .sf-data-table__grid td { padding: 10px 8px; }
}
@media (max-width: 640px) {
  .sf-table, .sf-table > tbody, .sf-table > tbody > tr, .sf-table > tbody > tr > td, .sf-table > tbody > tr > th { display: block; width: auto !important; }
  /* Each stacked cell names its column, so the header row is not drawn; a sortable table's
     headers come back into sight while the keyboard is on them. */
  .sf-table > thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .sf-data-table__grid > thead:focus-within { position: static; width: auto; height: auto; overflow: visible; clip: auto; display: block; }
  .sf-data-table__grid > thead:focus-within > tr { display: flex; flex-wrap: wrap; }
  .sf-data-table__grid > thead:focus-within > tr > th { width: auto !important; border-bottom: 0; }
  .sf-table > tbody > tr { border-bottom: 2px solid var(--sf-line); padding: 6px 0; }
  .sf-table > tbody > tr > td, .sf-table > tbody > tr > th { border-bottom: 0; padding: 4px 12px; }
  .sf-table [data-label]::before { content: attr(data-label) / ""; display: block; font-size: .85rem; font-weight: 700; color: var(--sf-muted); }
  .sf-select__button { min-width: 0; width: 100%; }
  .sf-modal__dialog { padding: 16px; }
  .sf-modal__actions { flex-wrap: wrap; }
  .sf-banner { flex-wrap: wrap; padding: 12px 16px; }
  .sf-toast-region { left: 16px; right: 16px; }
}
/* Focus never hidden (WCAG 2.4.11): keep a control the keyboard moves to clear of the fixed
   banner and toast at the bottom of the window. */
html { scroll-padding-bottom: 96px; }
@media (prefers-reduced-motion: reduce) { .sf-spinner__circle { animation-duration: 3s; } }
`;

/** Adds a stylesheet (the kit's by default) to the document once. */
export function installStyles(id = 'sf-kit-styles', css = kitCss, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.appendChild(style);
}
