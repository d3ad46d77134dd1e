/**
 * A table row's less frequent actions behind one button ("Actions for <name>"): React Aria's
 * MenuTrigger and Menu, so arrow keys move, Enter or a tap acts, Escape closes and focus
 * returns to the button. Keeps a row one line tall however many actions it has. The menu's
 * code is fetched when a button is reached for (onDemand.ts).
 */
import { useTranslation } from '../i18n';
import { Button } from 'react-aria-components';
import { onDemand } from './onDemand';
import type { RowActionsProps } from './RowActionsView';

export type { RowAction, RowActionsProps } from './RowActionsView';

const rowMenu = onDemand<RowActionsProps>(() =>
  import('./RowActionsView').then(({ RowActionsView }) => RowActionsView),
);

export const preloadRowActions = rowMenu.preload;

export function RowActions(props: RowActionsProps) {
  const { t } = useTranslation('ui');
  const { View, openAtOnce, triggerProps } = rowMenu.useView();
  if (View) return <View {...props} openAtOnce={openAtOnce} />;
  return (
    <Button
      className="sf-button sf-button--secondary sf-row-actions__button"
      aria-label={props.label}
      aria-haspopup="true"
      aria-expanded={false}
      {...triggerProps}
    >
      {t('rowActions.actions')} <span aria-hidden="true">▾</span>
    </Button>
  );
}
