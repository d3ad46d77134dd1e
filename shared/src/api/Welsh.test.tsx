import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { switchLanguage } from '../i18n';
import { initialSession, useSession } from '../store/session';
import { tooManyAttemptsMessage } from '../wire/texts';
import { tooManyAttemptsText } from './refusal';
import { useSubmit } from './useSubmit';

function SaveButton() {
  const { submit } = useSubmit('Heb ei gadw.');
  return <button onClick={() => void submit(() => Promise.resolve(true))}>Cadw</button>;
}

describe("the API client's words in Welsh", () => {
  beforeEach(async () => {
    useSession.setState(initialSession);
    await act(() => switchLanguage('cy'));
  });
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it("says Wedi'i gadw after a write", async () => {
    render(<SaveButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Cadw' }));
    await waitFor(() => expect(useSession.getState().toast?.message).toBe("Wedi'i gadw"));
  });

  it('names the wait after too many attempts with the right form of the noun', () => {
    expect(tooManyAttemptsText(1)).toBe(
      'Gormod o ymdrechion. Arhoswch 1 eiliad, yna rhowch gynnig arall.',
    );
    expect(tooManyAttemptsText(120)).toBe(
      'Gormod o ymdrechion. Arhoswch 2 funud, yna rhowch gynnig arall.',
    );
    expect(tooManyAttemptsText(300)).toBe(
      'Gormod o ymdrechion. Arhoswch 5 munud, yna rhowch gynnig arall.',
    );
  });

  it("says in English exactly what the server's wire text says", async () => {
    await act(() => switchLanguage('en'));
    for (const seconds of [0.2, 1, 30, 59.5, 60, 61, 3600]) {
      expect(tooManyAttemptsText(seconds)).toBe(tooManyAttemptsMessage(seconds));
    }
  });
});
