import { Select, type SelectOption } from './Select';

export interface PickerProps {
  label: string;
  options: SelectOption[];
  selectedId: number;
  onChange: (id: number) => void;
}

/** SPEC §2: a project or assessment selector, shown only when there is more than one to pick. */
export function Picker({ label, options, selectedId, onChange }: PickerProps) {
  if (options.length <= 1) return null;
  return <Select label={label} options={options} selectedId={selectedId} onChange={onChange} />;
}
