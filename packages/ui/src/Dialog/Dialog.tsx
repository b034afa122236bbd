import {
  Children,
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import { ButtonContext, type DialogProps as AriaDialogProps } from 'react-aria-components';
import { usePrefetchWhenIdle } from '../internal/prefetch';

/**
 * The modal itself (react-aria's overlay, focus containment, scroll locking and the collection
 * machinery its dialog module brings along, about 27 kB gzip) is fetched once the page is idle,
 * or when a dialog first opens if that comes sooner: a page with a "Delete" button renders
 * without it (docs/performance.md).
 */
const loadDialogContent = () => import('./DialogContent');
const DialogContent = lazy(loadDialogContent);

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export interface DialogProps {
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Content, or a function that receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom, or a function that receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the corner close button; without it there is no close button. */
  closeLabel?: string;
  /** Close on a click outside. Escape always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Controlled open state; or leave it to `DialogTrigger`. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  size?: DialogSize;
  role?: AriaDialogProps['role'];
  className?: string;
}

/** What a `DialogTrigger` tells the dialog inside it. */
export interface DialogTriggerState {
  readonly isOpen: boolean;
  setOpen(isOpen: boolean): void;
}

/** @internal Read by `Dialog` and `AlertDialog`. */
export const DialogTriggerContext = createContext<DialogTriggerState | null>(null);

export interface DialogTriggerProps {
  /** The trigger (a `Button`) first, then the `Dialog` or `AlertDialog`. */
  children: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Pairs a button with the dialog it opens: pressing the button opens it, and the button says so
 * to screen readers (`aria-haspopup="dialog"`, `aria-expanded`). Open state may be controlled.
 */
export function DialogTrigger({
  children,
  isOpen: controlledOpen,
  defaultOpen = false,
  onOpenChange,
}: DialogTriggerProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const [trigger, ...dialog] = Children.toArray(children);
  return (
    <>
      <ButtonContext.Provider
        value={{
          onPress: () => setOpen(true),
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
        }}
      >
        {trigger}
      </ButtonContext.Provider>
      <DialogTriggerContext.Provider value={{ isOpen, setOpen }}>
        {dialog}
      </DialogTriggerContext.Provider>
    </>
  );
}

/**
 * A modal dialog: focus is trapped inside and returned to the trigger on close, the page behind
 * is hidden from screen readers and does not scroll. Open it with `DialogTrigger` (first child
 * the trigger) or control `isOpen`. Nothing is rendered until it first opens.
 */
export function Dialog({ isOpen, defaultOpen, onOpenChange, ...props }: DialogProps) {
  const trigger = useContext(DialogTriggerContext);
  usePrefetchWhenIdle(loadDialogContent);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isTriggered = trigger !== null && isOpen === undefined && defaultOpen === undefined;
  const isShown = isTriggered ? trigger.isOpen : (isOpen ?? uncontrolledOpen);
  // Once shown, the dialog stays mounted so it can animate out and restore focus itself.
  const [wasShown, setWasShown] = useState(isShown);
  if (isShown && !wasShown) setWasShown(true);
  const setShown = (next: boolean) => {
    if (isTriggered) trigger.setOpen(next);
    else if (isOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  if (!wasShown) return null;
  return (
    <Suspense fallback={null}>
      <DialogContent {...props} isOpen={isShown} onOpenChange={setShown} />
    </Suspense>
  );
}
