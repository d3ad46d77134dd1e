/** Styles of the frame the shell owns: skip link, header, menus, logout page. */
export const shellCss = `
.sf-skip-link { position: absolute; left: -9999px; top: 8px; background: #fff; padding: 8px 12px; z-index: 300; }
.sf-skip-link:focus { left: 8px; outline: 3px solid var(--sf-focus); }
.sf-footer { border-top: 1px solid var(--sf-line); background: #fff; padding: 16px 24px 88px; }
.sf-footer__links { list-style: none; margin: 0 auto; padding: 0; max-width: 1100px; display: flex; flex-wrap: wrap; gap: 16px; }
.sf-footer__links a { display: inline-block; padding: 4px 0; }
.sf-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; padding: 10px 24px; background: var(--sf-brand); color: #fff; }
.sf-header__brand { display: inline-flex; align-items: center; gap: 10px; color: #fff; text-decoration: none; font-weight: 700; font-size: 1.3rem; }
.sf-header__who { display: flex; flex-wrap: wrap; align-items: center; gap: 16px; }
.sf-header__link, .sf-header .sf-button--link { color: #fff; font-weight: 600; }
.sf-nav { background: #fff; border-bottom: 1px solid var(--sf-line); padding: 0 16px; }
.sf-nav__list { list-style: none; display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; }
.sf-nav__link { display: inline-block; padding: 12px 12px; color: var(--sf-ink); text-decoration: none; font: inherit; font-weight: 500; background: none; border: 0; border-bottom: 3px solid transparent; cursor: pointer; }
.sf-nav__link:hover, .sf-nav__link[data-hovered] { color: var(--sf-brand); }
.sf-nav__link.active { border-bottom-color: var(--sf-accent); color: var(--sf-brand); font-weight: 700; }
.sf-nav__popover { background: #fff; border: 1px solid var(--sf-line); border-radius: 6px; box-shadow: 0 8px 24px rgba(0,0,0,.15); min-width: 220px; }
.sf-nav__menu { padding: 4px; outline: none; }
.sf-nav__item { display: block; padding: 8px 12px; border-radius: 4px; color: var(--sf-ink); text-decoration: none; cursor: pointer; outline: none; }
.sf-nav__item[data-focused] { background: var(--sf-bg); color: var(--sf-brand); }
main { outline: none; }
.sf-logout { max-width: 420px; margin: 48px auto; text-align: center; }
.sf-logout__actions { display: flex; gap: 12px; justify-content: center; }
.sf-school-choices { list-style: none; margin: 8px 0 0; padding: 0; max-height: 50vh; overflow-y: auto; display: grid; gap: 4px; }
.sf-school-choice { width: 100%; text-align: left; }
.sf-school-choice[aria-current] { border-color: var(--sf-brand); font-weight: 700; }
`;
