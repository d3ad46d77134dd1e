/**
 * The label, description and error frame for a control that is not a TextField (a group of
 * checkboxes, a custom picker): the label names the control through aria-labelledby, the
 * description and error through aria-describedby, so no input is ever unlabelled.
 */
import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean | undefined;
}

export interface FormFieldProps {
  label: string;
  description?: string;
  /** Shown (and announced) when set. */
  errorMessage?: string | null;
  /** Renders the control, spreading the props that tie it to its label. */
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, description, errorMessage, children }: FormFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : null;
  const errorId = errorMessage ? `${id}-error` : null;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="sf-field">
      <label id={labelId} htmlFor={`${id}-control`} className="sf-field__label">
        {label}
      </label>
      {children({
        id: `${id}-control`,
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        'aria-invalid': errorMessage ? true : undefined,
      })}
      {descriptionId && (
        <p id={descriptionId} className="sf-field__description">
          {description}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="sf-field__error" role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
