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

/** A labelled single choice from a list, operable by keyboard and screen reader. */
export function Select({
  label,
  options,
  selectedId,
  onChange,
  placeholder,
  description,
  errorMessage,
  isDisabled,
  isInvalid,
}: SelectProps) {
  return (
    <RACSelect
      className="sf-field sf-select"
      selectedKey={selectedId ? selectedId : null}
      onSelectionChange={(key: Key | null) => key !== null && onChange(Number(key))}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
    >
      <Label className="sf-field__label">{label}</Label>
      <Button className="sf-field__input sf-select__button">
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
