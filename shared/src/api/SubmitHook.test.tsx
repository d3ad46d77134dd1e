/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiClient, configureApiClient } from './client';
import { useSubmit } from './useSubmit';
import { initialSession, useSession } from '../store/session';

// A real HTTP server: each path answers as the API would.
const server = http.createServer((req, res) => {
  if (req.url === '/api/refused') {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end('{"error":"That name is taken"}');
  } else if (req.url === '/api/down') {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  } else {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({ prefixUrl: `http://127.0.0.1:${port}/api`, navigate: () => undefined });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => useSession.setState(initialSession));

function SaveButton({ path }: { path: string }) {
  const { busy, problem, submit } = useSubmit('The thing was not saved. Please try again.');
  return (
    <>
      <button disabled={busy} onClick={() => void submit(() => apiClient().post(path).json())}>
        Save
      </button>
      {problem && <p role="alert">{problem}</p>}
    </>
  );
}

describe('useSubmit', () => {
  it("shows the server's refusal text", async () => {
    render(<SaveButton path="refused" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That name is taken');
    expect(useSession.getState().toast).toBeNull();
  });

  it('falls back to its own text when the server gives no reason', async () => {
    render(<SaveButton path="down" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The thing was not saved. Please try again.',
    );
  });

  it('is busy while the write runs, then shows Saved', async () => {
    render(<SaveButton path="fine" />);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(useSession.getState().toast?.message).toBe('Saved'));
    expect(button.disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
