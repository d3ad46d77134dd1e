/**
 * A table row's less frequent actions behind one button ("Actions for <name>"): React Aria's
 * MenuTrigger and Menu, so arrow keys move, Enter or a tap acts, Escape closes and focus
 * returns to the button. Keeps a row one line tall however many actions it has.
 */
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from '../i18n';
import { useOpenAtOnce, type OpenAtOnce } from './onDemand';

export interface RowAction {
  id: string;
  label: string;
  onAction: () => void;
  isDisabled?: boolean;
  /** Drawn in the danger colour (erase, delete). */
  isDanger?: boolean;
}

export interface RowActionsProps {
  /** Names the button and its menu for the row, e.g. "Actions for pupil". */
  label: string;
  actions: RowAction[];
}

/** The real control (RowActions.tsx draws its button until this code is here). */
export function RowActionsView({
  label,
  actions,
  openAtOnce = false,
}: RowActionsProps & OpenAtOnce) {
  const { t } = useTranslation('ui');
  const { isOpen, setOpen, triggerRef } = useOpenAtOnce(openAtOnce);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        className="sf-button sf-button--secondary sf-row-actions__button"
        aria-label={label}
        ref={triggerRef}
      >
        {t('rowActions.actions')} <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="sf-menu__popover" placement="bottom end">
        <Menu
          className="sf-menu"
          aria-label={label}
          disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
          onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
        >
          {actions.map((action) => (
            <MenuItem
              key={action.id}
              id={action.id}
              className={`sf-menu__item${action.isDanger ? ' sf-menu__item--danger' : ''}`}
            >
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
