import { Anchor, Divider, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatRM, INTEREST_METHOD_LABELS } from '@sewabeli/domain';
import type { ReactNode } from 'react';
import { InstalmentSplitTable, rateText } from '../../../../../components/display/InstalmentSplitTable';
import { Money } from '../../../../../components/display/Money';
import { CreditInfoSummary } from './CreditInfoSummary';
import type { useApplicationResult } from './use-result';

/** The Result step's answer: the application as the approver will read it. */
type ResultData = NonNullable<ReturnType<typeof useApplicationResult>['data']>;

const STATUS_TEXT = { 1: 'Y', 0: 'N' } as const;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Divider />
      <Title order={4}>{title}</Title>
      {children}
    </Stack>
  );
}

function Empty({ colSpan }: { colSpan: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="gray.8" ta="center">
          No Record Found
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={600} c="gray.7">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** Facility Information: the hirer, the program and each asset financed (with its reducing-balance split). */
export function FacilitySection({ data }: { data: ResultData }) {
  return (
    <Section title="Facility Information">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Field label="Hirer">{data.hirer ?? 'N/A'}</Field>
        <Field label="Purpose">{data.purpose || 'N/A'}</Field>
        <Field label="Financial Program">
          {data.program ?? 'N/A'}
          {data.tier ? ` · ${data.tier} (${data.riskLevel} risk)` : ''}
        </Field>
        <Field label="Security">{data.security.length > 0 ? data.security.join(', ') : 'N/A'}</Field>
      </SimpleGrid>
      <Table aria-label="Facility information" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Asset</Table.Th>
            <Table.Th>Vendor</Table.Th>
            <Table.Th ta="right">Units</Table.Th>
            <Table.Th ta="right">Cost of Equipment</Table.Th>
            <Table.Th ta="right">Amount Finance</Table.Th>
            <Table.Th ta="right">Interest Rate</Table.Th>
            <Table.Th ta="right">Monthly Payment / Unit</Table.Th>
            <Table.Th>Prepayment</Table.Th>
            <Table.Th ta="right">Insurance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.facility.length === 0 ? (
            <Empty colSpan={9} />
          ) : (
            data.facility.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  {line.asset} ({line.condition})
                </Table.Td>
                <Table.Td>{line.vendor}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">
                  <Money sen={line.costOfEquipment} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money sen={line.amountFinance} />
                </Table.Td>
                <Table.Td ta="right" data-testid="result-rate">
                  {rateText(
                    INTEREST_METHOD_LABELS[line.interestMethod],
                    line.interestRate,
                    line.effectiveRate,
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Money sen={line.monthlyPaymentPerUnit} />
                </Table.Td>
                <Table.Td>{line.prepayment}</Table.Td>
                <Table.Td ta="right">
                  {line.insuranceRate === 0
                    ? 'Opt Out'
                    : `${formatRM(line.insurance)} (${line.insuranceRate}%)`}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {data.facility
        .filter((line) => line.split)
        .map((line) => (
          <Stack key={line.id} gap={4} mt="sm">
            <Text size="sm" fw={600}>
              {line.asset} ({line.condition}): reducing balance
            </Text>
            <InstalmentSplitTable
              rows={line.split ?? []}
              label={`Interest / principal split of ${line.asset}`}
            />
          </Stack>
        ))}
    </Section>
  );
}

/** The assessment as the earlier steps left it: score card, reference check, recommendations, credit information and financial analysis. */
export function AssessmentSections({ data }: { data: ResultData }) {
  return (
    <>
      <Section title="Score Card">
        <Table aria-label="Score card" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Factor</Table.Th>
              <Table.Th>Score</Table.Th>
              <Table.Th ta="right">Weight</Table.Th>
              <Table.Th>Remark</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.scoreCard.factors.length === 0 ? (
              <Empty colSpan={4} />
            ) : (
              data.scoreCard.factors.map((factor) => (
                <Table.Tr key={factor.id}>
                  <Table.Td>
                    <Text size="xs" c="gray.7">
                      {factor.heading}
                    </Text>
                    {factor.name}
                  </Table.Td>
                  <Table.Td>{factor.attribute ? `${factor.score} ${factor.attribute}` : 'N/A'}</Table.Td>
                  <Table.Td ta="right">{factor.weightage}%</Table.Td>
                  <Table.Td>{factor.remark || 'N/A'}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
        <Group gap="md">
          <Text fw={700} data-testid="result-total-score">
            Total Factor Score: {data.scoreCard.totalScoreText}
          </Text>
          <Text size="sm" c="gray.8">
            Credit bureau report: {data.scoreCard.creditBureauStatus}
          </Text>
        </Group>
      </Section>

      <Section title="Reference Check">
        <Table aria-label="Reference check" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Criteria</Table.Th>
              <Table.Th w={80}>Status</Table.Th>
              <Table.Th>Remark</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.referenceCheck.length === 0 ? (
              <Empty colSpan={3} />
            ) : (
              data.referenceCheck.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.status === null ? 'N/A' : STATUS_TEXT[row.status]}</Table.Td>
                  <Table.Td>{row.remark || 'N/A'}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Section>

      <Section title="Recommendations">
        {data.recommendations.length === 0 ? (
          <Text c="gray.8">No Record Found</Text>
        ) : (
          <List type="ordered" spacing={4} aria-label="Recommendations">
            {data.recommendations.map((recommendation) => (
              <List.Item key={recommendation.id}>{recommendation.comment}</List.Item>
            ))}
          </List>
        )}
      </Section>

      <Section title="Credit Information">
        <CreditInfoSummary rows={data.creditInfo} />
        {data.comments.creditInfoComment ? <Text size="sm">{data.comments.creditInfoComment}</Text> : null}
      </Section>

      <Section title="Financial Analysis">
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label="Financial analysis summary" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Year</Table.Th>
                <Table.Th ta="right">Turnover</Table.Th>
                <Table.Th ta="right">PBT</Table.Th>
                <Table.Th ta="right">NPAT</Table.Th>
                <Table.Th ta="right">Net Worth</Table.Th>
                <Table.Th ta="right">Current</Table.Th>
                <Table.Th ta="right">Gearing</Table.Th>
                <Table.Th ta="right">Leverage</Table.Th>
                <Table.Th>FYE</Table.Th>
                <Table.Th>PDF</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.financialAnalysis.length === 0 ? (
                <Empty colSpan={10} />
              ) : (
                data.financialAnalysis.map((year) => (
                  <Table.Tr key={year.year}>
                    <Table.Td>{year.year}</Table.Td>
                    <Table.Td ta="right">
                      <Money sen={year.turnover} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Money sen={year.PBT} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Money sen={year.NPAT} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Money sen={year.netWorth} />
                    </Table.Td>
                    <Table.Td ta="right">{year.currentRatio ?? 'N/A'}</Table.Td>
                    <Table.Td ta="right">{year.gearingRatio ?? 'N/A'}</Table.Td>
                    <Table.Td ta="right">{year.leverageRatio ?? 'N/A'}</Table.Td>
                    <Table.Td>{formatDate(year.dateFYE)}</Table.Td>
                    <Table.Td>
                      {year.pdfURL ? (
                        <Anchor href={year.pdfURL} target="_blank" rel="noreferrer">
                          PDF {year.year}
                        </Anchor>
                      ) : (
                        'N/A'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data.comments.financialComment ? <Text size="sm">{data.comments.financialComment}</Text> : null}
      </Section>
    </>
  );
}

/** The documents uploaded to the application. */
export function DocumentsSection({ data }: { data: ResultData }) {
  return (
    <Section title="Uploaded Documents">
      <Table aria-label="Uploaded documents" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>File</Table.Th>
            <Table.Th>Uploaded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.documents.length === 0 ? (
            <Empty colSpan={3} />
          ) : (
            data.documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>{document.type}</Table.Td>
                <Table.Td>
                  <Anchor href={document.url} target="_blank" rel="noreferrer">
                    {document.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDateTime(document.createdAt)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Section>
  );
}
