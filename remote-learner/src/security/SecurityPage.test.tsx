/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { SECOND_FACTOR_TEXT } from '@skillfolio/shared/wire';
import {
  DEMO_LOGINS,
  realServerForThisFile,
  renderLoggedIn,
  sentRequests,
} from '@skillfolio/shared/testing';
import { createHmac } from 'node:crypto';
import { SecurityPage } from './SecurityPage';

jest.setTimeout(30_000);

/** The phone: RFC 6238's code of a base32 key now (30 s steps, 6 digits, SHA-1). */
function totpCodeNow(secret: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  const key = Buffer.from(bytes);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

// The screen talks to a real server, started for this file.
realServerForThisFile();

describe('the security page on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('sets up two-factor authentication and says in place when the first code is wrong', async () => {
    await renderLoggedIn(<SecurityPage />, DEMO_LOGINS.teacher, '/learner/security');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    const form = await screen.findByRole('form', { name: 'Confirm set-up' });
    fireEvent.change(screen.getByLabelText(/^2\. Enter the 6-digit code/), {
      target: { value: '000000' },
    });
    fireEvent.submit(form);
    expect(await screen.findByText(SECOND_FACTOR_TEXT.wrongCode)).toBeTruthy();
  });

  it('offers a parent no set-up, and asks the server nothing', async () => {
    const before = sentRequests().length;
    await renderLoggedIn(<SecurityPage />, DEMO_LOGINS.parent, '/security');
    expect(await screen.findByText(/does not use two-factor authentication/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up two-factor authentication' })).toBeNull();
    const sent = sentRequests().slice(before);
    expect(sent.some((r) => r.url.toLowerCase().includes('/api/user/'))).toBe(false);
  });

  it('shows a school admin the way back to First steps once set up, never another site', async () => {
    await renderLoggedIn(
      <SecurityPage />,
      DEMO_LOGINS.head,
      `/security?next=${encodeURIComponent('https://evil.test/admin/firststeps')}`,
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    const form = await screen.findByRole('form', { name: 'Confirm set-up' });
    const secret = document.querySelector('.sf-security__secret')?.textContent?.trim() ?? '';
    fireEvent.change(screen.getByLabelText(/^2\. Enter the 6-digit code/), {
      target: { value: totpCodeNow(secret) },
    });
    fireEvent.submit(form);
    await screen.findByRole('heading', { name: 'Your recovery codes' });
    const back = screen.getByRole('link', { name: 'I have kept my codes: back to First steps' });
    expect(back.getAttribute('href')).toBe('/admin/firststeps');
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(<SecurityPage />, DEMO_LOGINS.teacher, '/learner/security');
    fireEvent.click(await screen.findByRole('button', { name: 'Gosod dilysu dau ffactor' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Dilysu dau ffactor' })).toBeTruthy();
    await screen.findByRole('form', { name: "Cadarnhau'r gosod" });
    expect(screen.getByRole('img', { name: "Cod QR i'w sganio gyda'ch ap dilysu" })).toBeTruthy();
    expect(screen.getByLabelText(/^2\. Rhowch y cod 6 digid/)).toBeTruthy();
  });
});
