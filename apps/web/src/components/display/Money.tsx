import { Text, type TextProps } from '@mantine/core';
import { formatRM } from '@sewabeli/domain';

export interface MoneyProps extends Omit<TextProps, 'children'> {
  /** Integer sen (decisions.md section 2); null/undefined shows N/A. */
  sen: number | null | undefined;
}

/** 'RM 1,234.50', right-aligned digits that line up in columns. */
export function Money({ sen, ...rest }: MoneyProps) {
  return (
    <Text
      component="span"
      inherit
      ff="inherit"
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      {...rest}
    >
      {formatRM(sen)}
    </Text>
  );
}
