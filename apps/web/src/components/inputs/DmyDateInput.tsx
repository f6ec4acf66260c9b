import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { isCalendarDate } from '@sewabeli/domain';
import { useState } from 'react';

/** Typed 'DD-MM-YYYY' (or 'D-M-YYYY', '/' as separator too) to 'YYYY-MM-DD'; null when it is not a real date. */
export function parseDmy(text: string): string | null {
  const match = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** What the box says when the text typed in is no date: the typed text, quoted, so the user sees what was refused. */
export function typedDateIssue(text: string): string | null {
  const typed = text.trim();
  if (typed === '' || parseDmy(typed) !== null) return null;
  return `'${typed}' is not a date: please enter it as DD-MM-YYYY`;
}

/**
 * A date picker that shows and accepts DD-MM-YYYY (decisions §2); its value is 'YYYY-MM-DD' or null.
 * `latestDate` ('YYYY-MM-DD'): the calendar does not offer the days after it (issue 26: no payment after today);
 * a later date typed in is still taken, so that the form can say why it is refused instead of dropping it.
 * Issue 41: text typed over a prefilled date that is no date is refused visibly: the box says so and its value is
 * cleared, where the picker alone would quietly put the old date back on leaving the box and the form would save
 * the old date as if the new one had been taken.
 */
export function DmyDateInput({
  latestDate,
  ...props
}: Omit<DateInputProps, 'valueFormat' | 'dateParser'> & { latestDate?: string }) {
  const name = typeof props.label === 'string' ? props.label : 'date';
  const [typedIssue, setTypedIssue] = useState<string | null>(null);
  const { onBlur, onChange, error } = props;
  return (
    <DateInput
      excludeDate={latestDate === undefined ? undefined : (day) => day.slice(0, 10) > latestDate}
      valueFormat="DD-MM-YYYY"
      dateParser={parseDmy}
      placeholder="DD-MM-YYYY"
      // Named controls: screen readers (and axe) need to know what the calendar arrows and the clear button do.
      previousLabel="Previous month"
      nextLabel="Next month"
      clearButtonProps={{ 'aria-label': `Clear ${name}` }}
      {...props}
      error={error ?? typedIssue}
      onChange={(value) => {
        setTypedIssue(null);
        onChange?.(value);
      }}
      onBlur={(event) => {
        // Read before the picker puts its last good value back into the box.
        const issue = typedDateIssue(event.currentTarget.value);
        setTypedIssue(issue);
        if (issue !== null) onChange?.(null);
        onBlur?.(event);
      }}
    />
  );
}
