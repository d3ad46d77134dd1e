/**
 * A control whose button is on the screen at once but whose popup (a menu, a list to choose
 * from, the phone's navigation panel) is code fetched when someone reaches for it. React
 * Aria's overlays and collections are near half of its bytes, and a pupil's first screen
 * shows their buttons but seldom opens one. The button shown first looks and is named as
 * the real one; pointing at it or focusing it starts the fetch, and pressing it (or an arrow
 * key) swaps in the real control, focused and open, so its focus returns to the button when
 * it closes. Once fetched, every later one is drawn real from the start.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { KeyboardEvent } from 'react-aria-components';
import { codeOnce } from './codeOnce';

/** What the real control gets besides its own props. */
export interface OpenAtOnce {
  /** Drawn in place of the button someone just pressed: take focus, then open. */
  openAtOnce?: boolean;
}

export interface OnDemand<P extends object> {
  /** The real control if it has arrived; else the button's handlers. */
  useView: () => {
    View: ComponentType<P & OpenAtOnce> | undefined;
    openAtOnce: boolean;
    /**
     * For the button drawn until then: pointing at it or focusing it starts the fetch (it is
     * usually here before the press); the press or an arrow key swaps in the real control,
     * open, once its code is here.
     */
    triggerProps: {
      onHoverStart: () => void;
      onFocus: () => void;
      onPressStart: () => void;
      onPress: () => void;
      onKeyDown: (event: KeyboardEvent) => void;
    };
  };
  /** Fetches the code now (tests, or a screen that will surely open one). */
  preload: () => Promise<void>;
}

/** The keys that open a menu or a list from its button, as React Aria's own do. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P & OpenAtOnce>>,
): OnDemand<P> {
  const code = codeOnce(load);

  function useView() {
    const [state, setState] = useState(() => ({ View: code.ready, openAtOnce: false }));
    const mounted = useRef(true);
    useEffect(() => {
      mounted.current = true;
      return () => {
        mounted.current = false;
      };
    }, []);
    const prefetch = useCallback(() => {
      code.fetch().catch(() => undefined);
    }, []);
    const open = useCallback(() => {
      code.fetch().then(
        (View) => mounted.current && setState({ View, openAtOnce: true }),
        // The button stays, and says nothing new: pressing it again tries again.
        () => undefined,
      );
    }, []);
    // The handlers of the button drawn until then: pointing, focusing or touching fetches;
    // a press or an arrow key opens.
    const triggerProps = {
      onHoverStart: prefetch,
      onFocus: prefetch,
      onPressStart: prefetch,
      onPress: open,
      onKeyDown: (event: KeyboardEvent) =>
        OPENING_KEYS.has(event.key) ? open() : event.continuePropagation(),
    };
    return { ...state, triggerProps };
  }

  return { useView, preload: () => code.fetch().then(() => undefined) };
}

/**
 * The real control's open state. Drawn in place of a pressed button, it focuses its own
 * button and then opens, before the browser paints: the popup's focus scope then records
 * the button as the place to return focus to. (React Aria's own autoFocus waits a frame
 * after a touch or screen-reader press, and would take focus back from the open popup.)
 */
export function useOpenAtOnce(openAtOnce: boolean) {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (!openAtOnce) return;
    triggerRef.current?.focus();
    setOpen(true);
  }, [openAtOnce]);
  return { isOpen, setOpen, triggerRef };
}
