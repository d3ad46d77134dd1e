/**
 * A menu button opening a list of links: arrow keys move, Enter follows, Escape closes. The
 * menu's code is fetched when the button is reached for (onDemand.ts).
 */
import { Button } from 'react-aria-components';
import { onDemand } from './onDemand';
import type { DropdownMenuProps } from './DropdownMenuView';

export type { DropdownLink, DropdownMenuProps } from './DropdownMenuView';

const menu = onDemand<DropdownMenuProps>(() =>
  import('./DropdownMenuView').then(({ DropdownMenuView }) => DropdownMenuView),
);

export const preloadDropdownMenu = menu.preload;

export function DropdownMenu(props: DropdownMenuProps) {
  const { View, openAtOnce, triggerProps } = menu.useView();
  if (View) return <View {...props} openAtOnce={openAtOnce} />;
  return (
    <Button
      className="sf-nav__link sf-nav__dropdown"
      aria-haspopup="true"
      aria-expanded={false}
      {...triggerProps}
    >
      {props.label} <span aria-hidden="true">▾</span>
    </Button>
  );
}
