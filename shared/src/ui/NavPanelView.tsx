/**
 * A button opening a panel of navigation (the phone's menu): React Aria's DialogTrigger and
 * Popover, so touch, Enter and Space open it, focus moves in and stays, Escape or a tap
 * outside closes it, and focus returns to the button. `children` gets `close`, for links
 * that navigate.
 */
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useOpenAtOnce, type OpenAtOnce } from './onDemand';

export interface NavPanelProps {
  /** The button's text and the panel's name. */
  label: string;
  children: (close: () => void) => ReactNode;
}

/** The real control (NavPanel.tsx draws its button until this code is here). */
export function NavPanelView({ label, children, openAtOnce = false }: NavPanelProps & OpenAtOnce) {
  const { isOpen, setOpen, triggerRef } = useOpenAtOnce(openAtOnce);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button ref={triggerRef} className="sf-nav-panel__button">
        <span className="sf-nav-panel__icon" aria-hidden="true" />
        {label}
      </Button>
      <Popover className="sf-nav-panel__popover" placement="bottom end" offset={6}>
        <Dialog className="sf-nav-panel" aria-label={label}>
          {({ close }) => children(close)}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
