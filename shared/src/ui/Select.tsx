/**
 * A labelled single choice from a list, operable by keyboard and screen reader. The list's
 * code (React Aria's Select, ListBox and Popover) is fetched when the button is reached for
 * (onDemand.ts): until then the same label and button, named and described as the real ones.
 */
import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n';
import { onDemand } from './onDemand';
import type { SelectProps } from './SelectView';

export type { SelectOption, SelectProps } from './SelectView';

const choice = onDemand<SelectProps>(() =>
  import('./SelectView').then(({ SelectView }) => SelectView),
);

export const preloadSelect = choice.preload;

export function Select(props: SelectProps) {
  const { t } = useTranslation('ui');
  const { View, openAtOnce, triggerProps } = choice.useView();
  const id = useId();
  if (View) return <View {...props} openAtOnce={openAtOnce} />;
  const { label, options, selectedId, placeholder, description, errorMessage } = props;
  const chosen = selectedId ? options.find((option) => option.id === selectedId) : undefined;
  const showError = props.isInvalid === true && errorMessage !== undefined;
  const describedBy =
    [description && `${id}-description`, showError && `${id}-error`].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div
      className="sf-field sf-select"
      data-invalid={props.isInvalid || undefined}
      data-disabled={props.isDisabled || undefined}
    >
      <span className="sf-field__label" id={`${id}-label`}>
        {label}
      </span>
      <Button
        className="sf-field__input sf-select__button"
        aria-labelledby={`${id}-value ${id}-label`}
        aria-describedby={describedBy}
        aria-haspopup="listbox"
        aria-expanded={false}
        isDisabled={props.isDisabled}
        {...triggerProps}
      >
        <span
          id={`${id}-value`}
          className="sf-select__value"
          data-placeholder={chosen ? undefined : true}
        >
          {chosen ? chosen.name : (placeholder ?? t('select.placeholder'))}
        </span>
        <span aria-hidden="true">▾</span>
      </Button>
      {description && (
        <span className="sf-field__description" id={`${id}-description`}>
          {description}
        </span>
      )}
      {showError && (
        <span className="sf-field__error" id={`${id}-error`}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
