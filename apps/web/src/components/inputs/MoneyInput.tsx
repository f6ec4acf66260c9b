import { TextInput, type TextInputProps } from '@mantine/core';
import { type MoneyRule, moneyInputIssue, readMoneyInput, type Sen, senToRinggit } from '@sewabeli/domain';
import { type ReactNode, useState } from 'react';

/** Sen as the field shows it: ringgit with separators and two decimals, without 'RM' ('1,234.50'). */
export function moneyText(sen: Sen | null | undefined): string {
  if (sen === null || sen === undefined) return '';
  const [whole = '0', fraction = '00'] = senToRinggit(sen).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

/** The typed text in sen, or null while it is empty or not an amount (the field then shows why). */
export function senOfText(text: string): Sen | null {
  return readMoneyInput(text).sen ?? null;
}

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error'> {
  /** The ringgit text exactly as typed: letters are kept, never stripped, so the person sees what is wrong. */
  value: string;
  onChange: (text: string) => void;
  /** The field's own messages for empty and 0 (issue 29: the rest are the shared money messages). */
  rule?: MoneyRule;
  /** Shows the field's message before it has been left (e.g. after the form was submitted). */
  showIssue?: boolean;
  /** A message from elsewhere (the server), shown when the typed text itself is fine. */
  error?: ReactNode;
}

/**
 * Issue 29: the one input for every amount in ringgit. The message under it comes from the domain's money rule
 * (the server's): 'Please enter a valid amount', at most two decimals, not negative. It shows once the field has
 * been left or the form submitted; leaving a valid amount writes it back with separators ('1,234.50').
 */
export function MoneyInput({ value, onChange, rule, showIssue, error, onBlur, ...props }: MoneyInputProps) {
  const [left, setLeft] = useState(false);
  const issue = left || showIssue ? moneyInputIssue(value, rule) : null;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection="RM"
      leftSectionPointerEvents="none"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        setLeft(true);
        const sen = senOfText(value);
        if (sen !== null && moneyText(sen) !== value) onChange(moneyText(sen));
        onBlur?.(event);
      }}
      error={issue ?? error}
      withAsterisk={rule?.required !== undefined}
      {...props}
    />
  );
}
