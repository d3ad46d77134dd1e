/** Styles of the frame the shell owns: skip link, header, menus, logout page. */
export const shellCss = `
.sf-skip-link { position: absolute; left: -9999px; top: 8px; background: #fff; padding: 8px 12px; z-index: 300; }
.sf-skip-link:focus { left: 8px; outline: 3px solid var(--sf-focus); }
.sf-footer { border-top: 1px solid var(--sf-line); background: #fff; padding: 16px 24px 88px; }
.sf-footer__links { list-style: none; margin: 0 auto; padding: 0; max-width: 1100px; display: flex; flex-wrap: wrap; gap: 16px; }
.sf-footer__links a { display: inline-block; padding: 4px 0; }
.sf-header { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 8px 24px; min-height: 56px; background: var(--sf-brand); color: #fff; }
.sf-header__brand { display: inline-flex; align-items: center; gap: 10px; color: #fff; text-decoration: none; font-weight: 700; font-size: 1.3rem; }
.sf-header__who { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 4px 16px; }
.sf-header__link, .sf-header .sf-button--link { color: #fff; font-weight: 600; }
/* Touch targets (WCAG 2.5.8): the header's text links get a 24 px tall box. */
.sf-header__link { display: inline-block; padding: 2px 0; min-height: 24px; }
.sf-nav { background: #fff; border-bottom: 1px solid var(--sf-line); padding: 0 12px; }
.sf-nav__list { list-style: none; display: flex; flex-wrap: wrap; gap: 0 2px; margin: 0; padding: 0; }
.sf-nav__link { display: inline-block; padding: 12px 8px; color: var(--sf-ink); text-decoration: none; font: inherit; font-weight: 500; background: none; border: 0; border-bottom: 3px solid transparent; cursor: pointer; white-space: nowrap; }
.sf-nav__link:hover, .sf-nav__link[data-hovered] { color: var(--sf-brand); }
.sf-nav__link.active { border-bottom-color: var(--sf-accent); color: var(--sf-brand); font-weight: 700; }
.sf-compact-menu { display: none; }
.sf-nav-panel__button { display: inline-flex; align-items: center; gap: 10px; min-height: 40px; padding: 6px 14px; font: inherit; font-weight: 600; color: #fff; background: transparent; border: 2px solid #fff; border-radius: 6px; cursor: pointer; }
.sf-nav-panel__button[data-pressed] { background: var(--sf-brand-dark); }
.sf-nav-panel__icon { display: inline-block; width: 18px; height: 2px; background: currentColor; box-shadow: 0 -6px 0 currentColor, 0 6px 0 currentColor; }
.sf-nav-panel__popover { background: #fff; border: 1px solid var(--sf-line); border-radius: 8px; box-shadow: 0 12px 32px rgba(0,0,0,.2); width: min(420px, calc(100vw - 16px)); overflow: auto; }
.sf-nav-panel { padding: 12px 16px 16px; outline: none; }
.sf-nav-panel__who { margin: 0 0 8px; }
.sf-nav-panel__account { display: flex; flex-wrap: wrap; gap: 8px; padding-bottom: 12px; border-bottom: 1px solid var(--sf-line); }
.sf-nav-panel__account a { text-decoration: none; }
.sf-nav-panel__heading { margin: 12px 0 2px; font-size: .8rem; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; color: var(--sf-muted); }
.sf-nav-panel__list { list-style: none; margin: 8px 0 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 2px 8px; }
.sf-nav-panel__heading + .sf-nav-panel__list { margin-top: 0; }
.sf-nav-panel__link { display: block; padding: 8px; border-radius: 4px; color: var(--sf-ink); text-decoration: none; font-weight: 500; }
.sf-nav-panel__link.active { background: var(--sf-bg); color: var(--sf-brand); font-weight: 700; box-shadow: inset 3px 0 0 var(--sf-accent); }
/* A phone, or a laptop at 200% zoom: the header is one line and the menus fold behind Menu. */
@media (max-width: 899.98px) {
  .sf-header { padding: 8px 16px; }
  .sf-header__who, .sf-nav--foldable { display: none; }
  .sf-compact-menu { display: block; }
}
.sf-nav__popover { background: #fff; border: 1px solid var(--sf-line); border-radius: 6px; box-shadow: 0 8px 24px rgba(0,0,0,.15); min-width: 220px; }
.sf-nav__menu { padding: 4px; outline: none; }
.sf-nav__item { display: block; padding: 8px 12px; border-radius: 4px; color: var(--sf-ink); text-decoration: none; cursor: pointer; outline: none; }
.sf-nav__item[data-focused] { background: var(--sf-bg); color: var(--sf-brand); }
/* Layout shift: the page holds the window's height from the start, so the footer sits below
   the fold and does not jump down as a screen's data arrives; the scrollbar's gutter is kept
   so the page does not slide sideways when a long screen brings the scrollbar in. */
main { outline: none; min-height: calc(100vh - 56px); }
html { scrollbar-gutter: stable; }
.sf-logout { max-width: 420px; margin: 48px auto; text-align: center; }
.sf-logout__actions { display: flex; gap: 12px; justify-content: center; }
.sf-school-choices { list-style: none; margin: 8px 0 0; padding: 0; max-height: 50vh; overflow-y: auto; display: grid; gap: 4px; }
.sf-school-choice { width: 100%; text-align: left; }
.sf-school-choice[aria-current] { border-color: var(--sf-brand); font-weight: 700; }
`;
