import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  label: string;
}

export function Switch({ label, className, ...props }: SwitchProps) {
  return (
    <RACSwitch
      {...props}
      className={`sf-switch${typeof className === 'string' ? ` ${className}` : ''}`}
    >
      <span className="sf-switch__track" aria-hidden="true">
        <span className="sf-switch__knob" />
      </span>
      {label}
    </RACSwitch>
  );
}
