// The page (index.html) paints a copy of the header's first look before any script arrives;
// React then draws the real one in its place. A copy that drifted from Header.tsx or Logo.tsx
// would show one header and then jump to another.
import fs from 'node:fs';
import path from 'node:path';
import { renderWithShell } from '@skillfolio/shared/testing';
import { Header } from './Header';

/** Markup as the browser holds it, without the whitespace between tags. */
function normalised(element: Element): string {
  return element.outerHTML.replace(/>\s+</g, '><').replace(/\s+/g, ' ');
}

function pageSkeleton(): Element {
  const page = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const holder = document.createElement('template');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(page)?.[1];
  if (root === undefined) throw new Error('index.html has no #root');
  holder.innerHTML = root;
  const header = holder.content.querySelector('.sf-header');
  if (!header) throw new Error("index.html's #root has no header");
  return header;
}

describe("the page's header before the scripts", () => {
  it('is the real header as a visitor first sees it: same box, logo and name', () => {
    const skeleton = pageSkeleton();
    const { container } = renderWithShell(<Header />);
    const real = container.querySelector('header.sf-header');
    if (!real) throw new Error('no header');

    expect(skeleton.className).toBe(real.className);
    const brand = (element: Element) => element.querySelector('.sf-header__brand');
    expect(brand(skeleton)?.className).toBe(brand(real)?.className);
    const logo = (element: Element) => element.querySelector('.sf-header__brand svg');
    expect(normalised(logo(skeleton) as Element)).toBe(normalised(logo(real) as Element));
    const name = (element: Element) => element.querySelector('.sf-header__name');
    expect(normalised(name(skeleton) as Element)).toBe(normalised(name(real) as Element));
  });
});
