/**
 * A menu button opening a list of links: arrow keys move, Enter follows, Escape closes. The
 * menu's code is fetched when the button is reached for (onDemand.ts).
 */
import { Button } from 'react-aria-components';
import { onDemand, OPENING_KEYS } from './onDemand';
import type { DropdownMenuProps } from './DropdownMenuView';

export type { DropdownLink, DropdownMenuProps } from './DropdownMenuView';

const menu = onDemand<DropdownMenuProps>(() =>
  import('./DropdownMenuView').then(({ DropdownMenuView }) => DropdownMenuView),
);

export const preloadDropdownMenu = menu.preload;

export function DropdownMenu(props: DropdownMenuProps) {
  const { View, openAtOnce, prefetch, open } = menu.useView();
  if (View) return <View {...props} openAtOnce={openAtOnce} />;
  return (
    <Button
      className="sf-nav__link sf-nav__dropdown"
      aria-haspopup="true"
      aria-expanded={false}
      onHoverStart={prefetch}
      onFocus={prefetch}
      onPressStart={prefetch}
      onPress={open}
      onKeyDown={(event) => (OPENING_KEYS.has(event.key) ? open() : event.continuePropagation())}
    >
      {props.label} <span aria-hidden="true">▾</span>
    </Button>
  );
}
