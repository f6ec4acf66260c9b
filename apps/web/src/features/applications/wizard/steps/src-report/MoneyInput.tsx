import { NumberInput, type NumberInputProps } from '@mantine/core';
import { ringgitToSen, senToRinggit } from '@sewabeli/domain';

export interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** Integer sen; null when empty. */
  sen: number | null;
  onSen: (sen: number | null) => void;
}

/** Ringgit typed with 2 decimals and separators; sen inside (decisions §2). */
export function MoneyInput({ sen, onSen, ...props }: MoneyInputProps) {
  return (
    <NumberInput
      hideControls
      decimalScale={2}
      thousandSeparator=","
      prefix="RM "
      value={sen === null ? '' : senToRinggit(sen)}
      onChange={(value) => {
        if (value === '' || value === '-') return onSen(null);
        try {
          onSen(ringgitToSen(value));
        } catch {
          onSen(null);
        }
      }}
      {...props}
    />
  );
}
