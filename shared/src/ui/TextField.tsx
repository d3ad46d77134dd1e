import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** Always required: an unlabelled field cannot be built by accident. */
  label: string;
  description?: string;
  errorMessage?: string;
  /** A multi-line text box with at least this many rows. */
  rows?: number;
  placeholder?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  rows,
  placeholder,
  className,
  // Not React Aria's default 'native': that shows the browser's own message (a bad e-mail, an
  // emptied required field) on the input's change event, which fires as the field loses focus,
  // i.e. on the mousedown of the Save or Next the user is pressing. The message moved the
  // button away from under the pointer before the mouseup, and the click was lost. Our forms
  // check their own fields on submit and say so through isInvalid and errorMessage.
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      validationBehavior={validationBehavior}
      className={`sf-field${typeof className === 'string' ? ` ${className}` : ''}`}
    >
      <Label className="sf-field__label">{label}</Label>
      {rows ? (
        <TextArea className="sf-field__input" rows={rows} placeholder={placeholder} />
      ) : (
        <Input className="sf-field__input" placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className="sf-field__description">
          {description}
        </Text>
      )}
      <FieldError className="sf-field__error">{errorMessage}</FieldError>
    </RACTextField>
  );
}
