import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useOpenAtOnce, type OpenAtOnce } from './onDemand';

export interface DropdownLink {
  label: string;
  /** A path inside the router's basename. */
  to: string;
}

export interface DropdownMenuProps {
  label: string;
  links: DropdownLink[];
}

/** The real control (DropdownMenu.tsx draws its button until this code is here). */
export function DropdownMenuView({
  label,
  links,
  openAtOnce = false,
}: DropdownMenuProps & OpenAtOnce) {
  const { isOpen, setOpen, triggerRef } = useOpenAtOnce(openAtOnce);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button ref={triggerRef} className="sf-nav__link sf-nav__dropdown">
        {label} <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="sf-nav__popover" placement="bottom start">
        <Menu className="sf-nav__menu" aria-label={label}>
          {links.map((link) => (
            <MenuItem key={link.to} id={link.to} className="sf-nav__item" href={link.to}>
              {link.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
