import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  calendarDateInKualaLumpur,
  formatDate,
  formatMoney,
  INTEREST_METHOD_LABELS,
  LEDGER_KIND_LABELS,
  offersLateReason,
  orNA,
} from '@sewabeli/domain';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { DisabledReason, NOTHING_TO_EXPORT } from '../../../components/buttons/DisabledReason';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { csvFileName, downloadCsv } from '../../../components/data-table/data-table-csv';
import { agreementName } from '../../../components/dialogs/confirm-money';
import { InstalmentSplitTable } from '../../../components/display/InstalmentSplitTable';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ProfileLoader } from '../../../components/layout/ProfileLoader';
import { useRecordId } from '../../../lib/record-id';
import type { RouterOutputs } from '../../../lib/trpc';
import { LettersCard } from '../../arrears/components/LettersCard';
import { useCan } from '../../auth/hooks/use-current-user';
import { RecoverySection } from '../../recovery/components/RecoverySection';
import { ApprovalRescheduleCard } from '../components/ApprovalRescheduleCard';
import {
  collectionBadgeColour,
  currentPaymentColour,
  statusColour,
  timingColour,
} from '../components/badges';
import { EarlySettlementModal } from '../components/EarlySettlementModal';
import { EditTransactionModal } from '../components/EditTransactionModal';
import { LateChargesCard } from '../components/LateChargesCard';
import { LateReasonModal } from '../components/LateReasonModal';
import { PaymentModal } from '../components/PaymentModal';
import { RescheduleModal } from '../components/RescheduleModal';
import { useCollection } from '../hooks/use-collections';
import { bankDate, ledgerCsv, methodLabel } from '../model/ledger-csv';

type Collection = RouterOutputs['collection']['byId'];
type Instalment = Collection['instalments'][number];

/** Issue 26: the Transaction Records as CSV, how the money came included. */
function exportLedger(collection: Collection) {
  const name = (collection.hpNo ?? String(collection.id)).replace(/[^A-Za-z0-9-]+/g, '-');
  downloadCsv(csvFileName(`transaction-records-${name}`), ledgerCsv(collection.payments));
}

const rm = (sen: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(sen)}</span>;

/** Collections §2.2 Collection profile. */
export function CollectionProfilePage() {
  const id = useRecordId();
  const record = useCollection(id);
  return (
    <ProfileLoader
      key={id}
      record={record}
      notFound="Collection not found"
      backTo="/application/collection/list/pending"
      backLabel="Back to Collection List"
    >
      {(collection) => <Profile collection={collection} />}
    </ProfileLoader>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

type Open =
  | { kind: 'make' | 'edit' | 'reschedule' | 'settle' }
  | { kind: 'reason' | 'transaction'; instalment: Instalment }
  | null;

function Profile({ collection }: { collection: Collection }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const today = calendarDateInKualaLumpur(new Date());
  const { allowed: writer, reason: notWriter } = useCan('collection.write');
  const superadmin = useCan('collection.correct').allowed;
  const settled = collection.badge === 'Settled' || collection.badge === 'Written off';
  const closedReason =
    collection.badge === 'Written off' ? 'The agreement is written off' : 'The agreement is settled';
  const latestReschedule = collection.reschedules.at(-1);
  const latestKind = collection.payments.find((payment) => payment.id === collection.latestPaymentId)?.kind;

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span data-testid="collection-hp-no">{orNA(collection.hpNo)}</span>
            <Badge
              color={collectionBadgeColour(collection.badge)}
              variant="filled"
              data-testid="collection-badge"
            >
              {collection.badge}
            </Badge>
          </Group>
        }
        subtitle="Collection Profile"
        actions={
          <>
            <LockableButton
              variant="default"
              lockedReason={notWriter ?? collection.rescheduleBlockedReason ?? undefined}
              onClick={() => setOpen({ kind: 'reschedule' })}
            >
              Reschedule
            </LockableButton>
            <LockableButton
              lockedReason={notWriter ?? (settled ? closedReason : undefined)}
              onClick={() => setOpen({ kind: 'make' })}
            >
              Make Payment
            </LockableButton>
            <LockableButton
              variant="outline"
              lockedReason={settled ? closedReason : undefined}
              onClick={() => setOpen({ kind: 'settle' })}
            >
              Early settlement
            </LockableButton>
            <LockableButton
              variant="outline"
              lockedReason={
                notWriter ??
                (collection.latestPaymentId === null
                  ? 'No payment yet'
                  : latestKind !== 'payment'
                    ? `Only a payment can be edited; the latest entry is ${latestKind ? LEDGER_KIND_LABELS[latestKind].toLowerCase() : 'not a payment'}`
                    : undefined)
              }
              onClick={() => setOpen({ kind: 'edit' })}
            >
              Edit Latest Payment
            </LockableButton>
          </>
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg" data-testid="collection-info">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            <Info label="Customer">
              <Anchor component={Link} to={`/company/profile/${collection.hirerId}`}>
                {collection.hirerName}
              </Anchor>
              <Text size="sm" c="dimmed">
                {collection.registrationNo}
              </Text>
            </Info>
            <Info label="Application">
              <Anchor component={Link} to={`/application/pending/${collection.applicantId}`}>
                {`Application #${collection.applicantId}`}
              </Anchor>
            </Info>
            <Info label="Current Payment">
              <Badge
                color={currentPaymentColour(collection.currentPayment)}
                variant="filled"
                data-testid="current-payment"
              >
                {collection.currentPayment}
              </Badge>
            </Info>
            <Info label="Total Amount Payable (RM)">{rm(collection.totalPayable)}</Info>
            <Info label="Loan Amount (RM)">{rm(collection.loanAmount)}</Info>
            <Info label="Rate (%)">{collection.interestRate.toFixed(2)}</Info>
            <Info label="Interest Method">
              <span data-testid="interest-method">{INTEREST_METHOD_LABELS[collection.interestMethod]}</span>
            </Info>
            <Info label="Effective Interest Rate (EIR)">
              <span data-testid="effective-rate">
                {collection.effectiveRate === null ? 'N/A' : `${collection.effectiveRate.toFixed(2)}%`}
              </span>
            </Info>
            <Info label="Installment (RM)">{rm(collection.monthlyInstallment)}</Info>
            <Info label="Outstanding Balance (RM)">
              <span data-testid="outstanding-balance">{rm(collection.outstandingBalance)}</span>
            </Info>
            <Info label="Paid Amount (RM)">
              <span data-testid="paid-amount">{rm(collection.paidAmount)}</span>
            </Info>
            {collection.nonCash !== 0 && (
              <Info label={`${collection.nonCashLabel} (RM)`}>
                <span data-testid="rebate-amount">{rm(collection.nonCash)}</span>
              </Info>
            )}
            <Info label="Pre-Payment Type">{collection.prepaymentLabel}</Info>
          </SimpleGrid>
        </Paper>

        <ApprovalRescheduleCard latest={latestReschedule} agreement={agreementName(collection)} />

        <RecoverySection agreementId={collection.id} agreement={agreementName(collection)} />

        {collection.split && (
          <Paper withBorder radius="md" p="lg" aria-label="Interest and principal" role="region">
            <Title order={3} fz="lg" mb="xs">
              Interest and principal of each instalment
            </Title>
            <InstalmentSplitTable rows={collection.split} defaultOpen />
          </Paper>
        )}

        <Paper withBorder radius="md" p="lg">
          <Title order={3} fz="lg" mb="md">
            Installments
          </Title>
          {/* Focusable, so that keyboard users can scroll it when no instalment offers a link (all paid). */}
          <Table.ScrollContainer
            minWidth={900}
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Installments table' },
            }}
          >
            <Table striped="even" highlightOnHover verticalSpacing="sm" data-testid="instalments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Due Date</Table.Th>
                  <Table.Th ta="right">Installment (RM)</Table.Th>
                  <Table.Th ta="right">Paid (RM)</Table.Th>
                  <Table.Th>Paid At</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Timing</Table.Th>
                  <Table.Th>Performance</Table.Th>
                  <Table.Th>Late Reason</Table.Th>
                  {superadmin && <Table.Th>Action</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {collection.instalments.map((instalment) => {
                  // Issue 29: a reason only for an instalment past due and not paid in full (or one recorded).
                  const mayReason = writer && offersLateReason(instalment, today);
                  return (
                    <Table.Tr
                      key={instalment.id}
                      style={{ cursor: mayReason ? 'pointer' : undefined }}
                      onClick={mayReason ? () => setOpen({ kind: 'reason', instalment }) : undefined}
                    >
                      <Table.Td>{instalment.description}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(instalment.dueDate)}</Table.Td>
                      <Table.Td ta="right">{rm(instalment.chargeAmount)}</Table.Td>
                      <Table.Td ta="right">{rm(instalment.paidAmount)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(instalment.paidAt)}</Table.Td>
                      <Table.Td>
                        <Badge color={statusColour(instalment.status)} variant="filled">
                          {instalment.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={timingColour(instalment.timing)} variant="filled">
                          {instalment.timing}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{orNA(instalment.performance)}</Table.Td>
                      <Table.Td maw={220}>
                        {mayReason ? (
                          <Anchor
                            component="button"
                            type="button"
                            size="sm"
                            onClick={(event) => {
                              event.stopPropagation();
                              setOpen({ kind: 'reason', instalment });
                            }}
                          >
                            {instalment.note ?? 'Add'}
                          </Anchor>
                        ) : (
                          orNA(instalment.note)
                        )}
                      </Table.Td>
                      {superadmin && (
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={`Edit ${instalment.description}`}
                            onClick={(event) => {
                              event.stopPropagation();
                              setOpen({ kind: 'transaction', instalment });
                            }}
                          >
                            Edit
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <LateChargesCard collection={collection} />

        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" mb="md">
            <Title order={3} fz="lg">
              Transaction Records
            </Title>
            <DisabledReason reason={collection.payments.length === 0 && NOTHING_TO_EXPORT}>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={16} />}
                onClick={() => exportLedger(collection)}
              >
                CSV
              </Button>
            </DisabledReason>
          </Group>
          <Table striped="even" verticalSpacing="sm" data-testid="transaction-records">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Paid At</Table.Th>
                <Table.Th ta="right">Amount (RM)</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Method</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Bank Value Date</Table.Th>
                <Table.Th>Bank Booking Date</Table.Th>
                <Table.Th>Created By</Table.Th>
                <Table.Th>Updated By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {collection.payments.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={9} ta="center">
                    No Record Found
                  </Table.Td>
                </Table.Tr>
              ) : (
                [...collection.payments].reverse().map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{formatDate(payment.paidAt)}</Table.Td>
                    <Table.Td ta="right">{rm(payment.amount)}</Table.Td>
                    <Table.Td>{LEDGER_KIND_LABELS[payment.kind]}</Table.Td>
                    <Table.Td>{methodLabel(payment)}</Table.Td>
                    <Table.Td>{orNA(payment.reference)}</Table.Td>
                    <Table.Td>{bankDate(payment, 'valueDate')}</Table.Td>
                    <Table.Td>{bankDate(payment, 'bookingDate')}</Table.Td>
                    <Table.Td>{orNA(payment.createdBy)}</Table.Td>
                    <Table.Td>{orNA(payment.updatedBy)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Paper>
        <LettersCard applicantProductId={collection.id} />
      </Stack>

      {(open?.kind === 'make' || open?.kind === 'edit') && (
        <PaymentModal collection={collection} mode={open.kind} today={today} onClose={close} />
      )}
      {open?.kind === 'reschedule' && <RescheduleModal collection={collection} onClose={close} />}
      {open?.kind === 'settle' && (
        <EarlySettlementModal collection={collection} today={today} canSettle={writer} onClose={close} />
      )}
      {open?.kind === 'reason' && <LateReasonModal instalment={open.instalment} onClose={close} />}
      {open?.kind === 'transaction' && (
        <EditTransactionModal
          collection={collection}
          instalment={open.instalment}
          today={today}
          onClose={close}
        />
      )}
    </>
  );
}
