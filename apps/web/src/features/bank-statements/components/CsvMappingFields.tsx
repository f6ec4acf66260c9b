import { Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { CSV_DATE_FORMATS, CSV_DECIMAL_STYLES, type CsvMapping } from '@sewabeli/domain';
import type { CsvMappingDraft } from '../model/csv-mapping';

const DELIMITERS = [
  { value: ',', label: 'Comma' },
  { value: ';', label: 'Semicolon' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Bar' },
];

export interface CsvMappingFieldsProps {
  value: CsvMappingDraft;
  onChange: (next: CsvMappingDraft) => void;
  /** The column names of the file's first line. */
  headers: readonly string[];
  error: string | null;
}

/** Issue 31: which column of this bank's CSV export holds what; chosen once and saved with the account. */
export function CsvMappingFields({ value, onChange, headers, error }: CsvMappingFieldsProps) {
  const column = (
    key: 'date' | 'description' | 'reference' | 'amount' | 'credit' | 'debit' | 'balance',
    label: string,
    required: boolean,
  ) => (
    <Select
      label={label}
      placeholder={required ? 'Choose a column' : 'None'}
      data={[...headers]}
      value={value[key]}
      onChange={(next) => onChange({ ...value, [key]: next })}
      clearable={!required}
      withAsterisk={required}
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <Stack gap="sm" data-testid="csv-mapping">
      <Text size="sm" fw={600}>
        CSV columns of this account (saved for its next files)
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label="Delimiter"
          data={DELIMITERS}
          value={value.delimiter}
          allowDeselect={false}
          onChange={(next) => onChange({ ...value, delimiter: (next ?? ',') as CsvMapping['delimiter'] })}
        />
        <Select
          label="Date Format"
          placeholder="Choose a format"
          withAsterisk
          data={[...CSV_DATE_FORMATS]}
          value={value.dateFormat}
          onChange={(next) => onChange({ ...value, dateFormat: next as CsvMapping['dateFormat'] | null })}
        />
        {column('date', 'Date', true)}
        {column('description', 'Description', true)}
        {column('reference', 'Reference', false)}
        {column('balance', 'Balance', false)}
      </SimpleGrid>
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label="Amount columns"
          data={[
            { value: 'one', label: 'One amount column' },
            { value: 'two', label: 'Credit and debit columns' },
          ]}
          value={value.twoColumns ? 'two' : 'one'}
          onChange={(next) => onChange({ ...value, twoColumns: next === 'two' })}
        />
        <SegmentedControl
          aria-label="Decimal style"
          data={CSV_DECIMAL_STYLES.map((style) => ({
            value: style,
            label: style === 'dot' ? '1,234.50' : '1.234,50',
          }))}
          value={value.decimalStyle}
          onChange={(next) => onChange({ ...value, decimalStyle: next as CsvMapping['decimalStyle'] })}
        />
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        {!value.twoColumns ? (
          column('amount', 'Amount (credits positive)', true)
        ) : (
          <>
            {column('credit', 'Credit', true)}
            {column('debit', 'Debit', true)}
          </>
        )}
      </SimpleGrid>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
