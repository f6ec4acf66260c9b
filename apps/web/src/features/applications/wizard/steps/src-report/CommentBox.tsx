import { GrowingTextarea } from '../../../../../components/inputs/GrowingTextarea';

export interface CommentBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

export function CommentBox({ label, value, onChange, disabled }: CommentBoxProps) {
  return (
    <GrowingTextarea
      label={label}
      minRows={2}
      maxLength={4000}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled}
    />
  );
}
