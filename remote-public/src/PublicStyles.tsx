/** The area's own styles. */
import { Stylesheet } from '@skillfolio/shared';

const css = `
.sf-hero { background: linear-gradient(135deg, #1f4e79 0%, #0f7b6c 100%); color: #fff; }
.sf-hero__inner { max-width: 1100px; margin: 0 auto; padding: 56px 16px; }
.sf-hero h1 { font-size: 2.25rem; max-width: 22ch; }
.sf-hero__lead { font-size: 1.15rem; max-width: 60ch; }
.sf-hero__actions { display: flex; gap: 12px; margin-top: 24px; }
.sf-cta { display: inline-block; padding: 12px 22px; border-radius: 6px; font-weight: 700; text-decoration: none; border: 2px solid #fff; }
.sf-cta--primary { background: #fff; color: #1f4e79; }
.sf-cta--secondary { color: #fff; }
.sf-cta:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
.sf-features { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(230px, 1fr)); gap: 16px; }
.sf-features h3 { margin-top: 0; color: #1f4e79; }
.sf-trust { padding-left: 20px; }
.sf-choices { list-style: none; padding: 0; display: grid; gap: 16px; max-width: 640px; }
.sf-choice { display: flex; flex-direction: column; gap: 4px; padding: 20px; background: #fff; border: 1px solid #d5dbe3; border-radius: 8px; text-decoration: none; color: inherit; }
.sf-choice strong { color: #1f4e79; font-size: 1.1rem; }
.sf-choice:hover { border-color: #1f4e79; }
.sf-login { max-width: 440px; }
.sf-login__modes { display: flex; flex-direction: column; gap: 12px; }
.sf-login__actions { display: flex; gap: 12px; align-items: center; }
.sf-login__incorrect { color: #b3261e; font-weight: 700; }
.sf-register { max-width: 560px; }
.sf-register__step { margin-top: 0; font-size: 1.25rem; }
.sf-register__count { color: #4f5b6a; font-weight: 400; }
.sf-register__actions { display: flex; gap: 12px; align-items: center; }
.sf-register__message { color: #0b6b3a; font-weight: 700; }
.sf-register__thanks { font-size: 1.2rem; font-weight: 700; color: #0b6b3a; }
.sf-terms { padding-left: 20px; }
.sf-terms__accept { display: flex; gap: 8px; align-items: center; margin: 16px 0; font-weight: 600; }
.sf-terms__accept input { width: 24px; height: 24px; }
`;

export function PublicStyles() {
  return <Stylesheet name="skillfolio-public" css={css} />;
}
