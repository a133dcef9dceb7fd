// One open/closed panel with its toggle button (WAI-ARIA disclosure pattern): Escape closes it and puts
// focus back on the button, a pointer press outside closes it, and (optionally) so does focus leaving it.
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type MutableRefObject } from 'react';

export interface DisclosureOptions {
  /** Close when keyboard focus moves out of the button and the panel (desktop dropdowns). */
  closeOnFocusOut?: boolean;
  /** Close on a pointer press outside the button and the panel. Default true. */
  closeOnOutsidePress?: boolean;
  /** Close on Escape and return focus to the button. Default true. */
  closeOnEscape?: boolean;
}

export interface Disclosure {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Closes; with `returnFocus` the toggle button takes focus again. */
  close: (returnFocus?: boolean) => void;
  panelId: string;
  buttonRef: MutableRefObject<HTMLButtonElement | null>;
  /** Put on the element that wraps the panel (and, ideally, the button). */
  panelRef: MutableRefObject<HTMLElement | null>;
  /** Props for the toggle button. */
  buttonProps: {
    ref: MutableRefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  };
  /**
   * For closeOnFocusOut: spread on the element that contains both the button and the panel, or on each of
   * them when they sit apart in the page.
   */
  containerProps: { onBlur?: (event: FocusEvent<HTMLElement>) => void };
}

const isInside = (button: Node | null, panel: Node | null, node: Node) =>
  Boolean(button?.contains(node) || panel?.contains(node));

export function useDisclosure({
  closeOnFocusOut = false,
  closeOnOutsidePress = true,
  closeOnEscape = true,
}: DisclosureOptions = {}): Disclosure {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return undefined;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && isInside(buttonRef.current, panelRef.current, target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !closeOnEscape) return;
      event.preventDefault();
      close(true);
    };
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (closeOnOutsidePress && !inside(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as EventListener, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as EventListener);
    };
  }, [open, close, closeOnEscape, closeOnOutsidePress]);

  const containerProps = closeOnFocusOut
    ? {
        onBlur: (event: FocusEvent<HTMLElement>) => {
          const next = event.relatedTarget;
          // null: focus went to nothing focusable (e.g. a click on the page): the outside press handles that.
          if (next instanceof Node && !isInside(buttonRef.current, panelRef.current, next)) setOpen(false);
        },
      }
    : {};

  return {
    open,
    setOpen,
    toggle,
    close,
    panelId,
    buttonRef,
    panelRef,
    buttonProps: { ref: buttonRef, type: 'button', 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle },
    containerProps,
  };
}
