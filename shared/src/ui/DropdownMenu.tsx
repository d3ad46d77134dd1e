import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

export interface DropdownLink {
  label: string;
  /** A path inside the router's basename. */
  to: string;
}

/** A menu button opening a list of links: arrow keys move, Enter follows, Escape closes. */
export function DropdownMenu({ label, links }: { label: string; links: DropdownLink[] }) {
  return (
    <MenuTrigger>
      <Button className="sf-nav__link sf-nav__dropdown">
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
