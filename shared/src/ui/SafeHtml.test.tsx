import { render } from '@testing-library/react';
import type { SanitisedHtml } from '../types';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it("renders the server's HTML as markup", () => {
    const html = '<ul><li>Ask one question</li></ul>' as SanitisedHtml;
    const { container } = render(<SafeHtml html={html} />);
    expect(container.querySelector('li')?.textContent).toBe('Ask one question');
  });

  it('accepts only HTML of the SanitisedHtml type', () => {
    // @ts-expect-error A plain string (e.g. what a user typed) is not SanitisedHtml.
    const element = <SafeHtml html={'<b>typed</b>'} />;
    expect(element).toBeTruthy();
  });
});
