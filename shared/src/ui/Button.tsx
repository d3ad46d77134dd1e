import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';

export interface ButtonProps extends RACButtonProps {
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={`sf-button sf-button--${variant}${typeof className === 'string' ? ` ${className}` : ''}`}
    />
  );
}
