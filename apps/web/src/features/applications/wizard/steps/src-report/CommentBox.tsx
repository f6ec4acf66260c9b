import { Textarea } from '@mantine/core';

export interface CommentBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

export function CommentBox({ label, value, onChange, disabled }: CommentBoxProps) {
  return (
    <Textarea
      label={label}
      autosize
      minRows={2}
      maxLength={4000}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={disabled}
    />
  );
}
