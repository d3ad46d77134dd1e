import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import { useTranslation } from '../i18n';
import { useOpenAtOnce, type OpenAtOnce } from './onDemand';

export interface SelectOption {
  id: number;
  name: string;
}

export interface SelectProps {
  label: string;
  options: SelectOption[];
  /** 0 or null: nothing chosen yet. */
  selectedId: number | null;
  onChange: (id: number) => void;
  /** Shown while nothing is chosen, e.g. "Please Select...". */
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
}

/** The real control (Select.tsx draws its button until this code is here). */
export function SelectView({
  label,
  options,
  selectedId,
  onChange,
  placeholder,
  description,
  errorMessage,
  isDisabled,
  isInvalid,
  openAtOnce = false,
}: SelectProps & OpenAtOnce) {
  const { t } = useTranslation('ui');
  const { isOpen, setOpen, triggerRef } = useOpenAtOnce(openAtOnce);
  return (
    <RACSelect
      className="sf-field sf-select"
      isOpen={isOpen}
      onOpenChange={setOpen}
      selectedKey={selectedId ? selectedId : null}
      onSelectionChange={(key: Key | null) => key !== null && onChange(Number(key))}
      // React Aria's own default is in its locale's words (en-US): the kit's, in the page's.
      placeholder={placeholder ?? t('select.placeholder')}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
    >
      <Label className="sf-field__label">{label}</Label>
      <Button ref={triggerRef} className="sf-field__input sf-select__button">
        <SelectValue className="sf-select__value" />
        <span aria-hidden="true">▾</span>
      </Button>
      {description && (
        <Text slot="description" className="sf-field__description">
          {description}
        </Text>
      )}
      <FieldError className="sf-field__error">{errorMessage}</FieldError>
      <Popover className="sf-select__popover">
        <ListBox className="sf-select__list">
          {options.map((option) => (
            <ListBoxItem
              key={option.id}
              id={option.id}
              className="sf-select__item"
              textValue={option.name}
            >
              {option.name}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
