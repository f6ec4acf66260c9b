import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { isCalendarDate } from '@sewabeli/domain';

/** Typed 'DD-MM-YYYY' (or 'D-M-YYYY', '/' as separator too) to 'YYYY-MM-DD'; null when it is not a real date. */
export function parseDmy(text: string): string | null {
  const match = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/**
 * A date picker that shows and accepts DD-MM-YYYY (decisions §2); its value is 'YYYY-MM-DD' or null.
 * `latestDate` ('YYYY-MM-DD'): the calendar does not offer the days after it (issue 26: no payment after today);
 * a later date typed in is still taken, so that the form can say why it is refused instead of dropping it.
 */
export function DmyDateInput({
  latestDate,
  ...props
}: Omit<DateInputProps, 'valueFormat' | 'dateParser'> & { latestDate?: string }) {
  const name = typeof props.label === 'string' ? props.label : 'date';
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
    />
  );
}
