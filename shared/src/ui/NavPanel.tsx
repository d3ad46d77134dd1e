/**
 * A button opening a panel of navigation (the phone's menu): React Aria's DialogTrigger and
 * Popover, so touch, Enter and Space open it, focus moves in and stays, Escape or a tap
 * outside closes it, and focus returns to the button. `children` gets `close`, for links
 * that navigate. The panel's code is fetched when the button is reached for (onDemand.ts).
 */
import { Button } from 'react-aria-components';
import { onDemand } from './onDemand';
import type { NavPanelProps } from './NavPanelView';

export type { NavPanelProps } from './NavPanelView';

const panel = onDemand<NavPanelProps>(() =>
  import('./NavPanelView').then(({ NavPanelView }) => NavPanelView),
);

export const preloadNavPanel = panel.preload;

export function NavPanel(props: NavPanelProps) {
  const { View, openAtOnce, triggerProps } = panel.useView();
  if (View) return <View {...props} openAtOnce={openAtOnce} />;
  return (
    <Button
      className="sf-nav-panel__button"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...triggerProps}
    >
      <span className="sf-nav-panel__icon" aria-hidden="true" />
      {props.label}
    </Button>
  );
}
