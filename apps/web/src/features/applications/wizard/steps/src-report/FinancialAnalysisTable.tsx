import { Anchor, Button, Group, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DisabledReason } from '../../../../../components/buttons/DisabledReason';
import { DmyDateInput } from '../../../../../components/inputs/DmyDateInput';
import { MoneyInput } from './MoneyInput';
import { type FinancialYearDraft, withYear } from './src-report-draft';

export interface FinancialAnalysisTableProps {
  years: readonly FinancialYearDraft[];
  onChange: (years: FinancialYearDraft[]) => void;
  disabled: boolean;
}

const MONEY_ROWS = [
  { key: 'turnover', label: 'Turnover' },
  { key: 'PBT', label: 'Profit Before Tax' },
  { key: 'NPAT', label: 'NPAT' },
  { key: 'netWorth', label: 'Tangible Net Worth' },
] as const;

const RATIO_ROWS = [
  { key: 'currentRatio', label: 'Current Ratio' },
  { key: 'gearingRatio', label: 'Gearing Ratio' },
  { key: 'leverageRatio', label: 'Leverage Ratio' },
] as const;

/** Origination §2 financial analysis: a column per year, every field editable, FYE date and PDF link. */
export function FinancialAnalysisTable({ years, onChange, disabled }: FinancialAnalysisTableProps) {
  const [newYear, setNewYear] = useState<number | string>(new Date().getFullYear() - 1);
  const set = (year: number, change: Partial<FinancialYearDraft>) =>
    onChange(years.map((candidate) => (candidate.year === year ? { ...candidate, ...change } : candidate)));
  const addable = typeof newYear === 'number' && newYear >= 1900 && newYear <= 2100;

  return (
    <>
      {years.length === 0 ? (
        <Text c="gray.8">No Record Found</Text>
      ) : (
        <Table.ScrollContainer minWidth={200 + years.length * 200}>
          <Table aria-label="Financial analysis" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Year</Table.Th>
                {years.map((year) => (
                  <Table.Th key={year.year} ta="right">
                    {year.year}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {MONEY_ROWS.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  {years.map((year) => (
                    <Table.Td key={year.year}>
                      <MoneyInput
                        aria-label={`${row.label} ${year.year}`}
                        sen={year[row.key]}
                        onSen={(sen) => set(year.year, { [row.key]: sen })}
                        disabled={disabled}
                        size="xs"
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {RATIO_ROWS.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  {years.map((year) => (
                    <Table.Td key={year.year}>
                      <NumberInput
                        aria-label={`${row.label} ${year.year}`}
                        hideControls
                        decimalScale={4}
                        value={year[row.key] ?? ''}
                        onChange={(value) =>
                          set(year.year, { [row.key]: value === '' ? null : Number(value) })
                        }
                        disabled={disabled}
                        size="xs"
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row">Financial Year End</Table.Th>
                {years.map((year) => (
                  <Table.Td key={year.year}>
                    <DmyDateInput
                      aria-label={`Financial year end ${year.year}`}
                      value={year.dateFYE}
                      onChange={(value) => set(year.year, { dateFYE: value })}
                      disabled={disabled}
                      clearable
                      clearButtonProps={{ 'aria-label': `Clear the financial year end ${year.year}` }}
                      size="xs"
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">PDF</Table.Th>
                {years.map((year) => (
                  <Table.Td key={year.year}>
                    <TextInput
                      aria-label={`PDF link ${year.year}`}
                      placeholder="https://… or /files/…"
                      value={year.pdfURL ?? ''}
                      onChange={(event) => set(year.year, { pdfURL: event.currentTarget.value || null })}
                      disabled={disabled}
                      size="xs"
                    />
                    {year.pdfURL ? (
                      <Anchor href={year.pdfURL} target="_blank" rel="noreferrer" size="xs">
                        Open PDF of {year.year}
                      </Anchor>
                    ) : null}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {disabled ? null : (
        <Group gap="xs" align="flex-end">
          <NumberInput
            label="Financial year"
            w={140}
            min={1900}
            max={2100}
            hideControls
            value={newYear}
            onChange={setNewYear}
          />
          <DisabledReason reason={!addable && 'Enter a financial year from 1900 to 2100 first'}>
            <Button variant="light" onClick={() => addable && onChange(withYear(years, newYear))}>
              Add Year
            </Button>
          </DisabledReason>
        </Group>
      )}
    </>
  );
}
