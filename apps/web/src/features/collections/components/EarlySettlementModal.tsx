import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import {
  formatDate,
  formatRM,
  futureDateIssue,
  INTEREST_METHOD_LABELS,
  isPaymentDate,
  moneyInputIssue,
  outstandingEffectText,
  PAYMENT_MESSAGES,
  PAYMENT_MONEY_RULES,
  rebateLabel,
  SUCCESS_TEXTS,
  settlementAmountMessage,
} from '@sewabeli/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DisabledReason } from '../../../components/buttons/DisabledReason';
import { agreementName, confirmMoney } from '../../../components/dialogs/confirm-money';
import { notifyError, notifySuccess } from '../../../components/dialogs/notify';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { MoneyInput, senOfText } from '../../../components/inputs/MoneyInput';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/trpc-error';
import { useCollectionMutations } from '../hooks/use-collections';
import {
  EMPTY_MONEY_ENTRY,
  MoneyEntryFields,
  type MoneyEntryValue,
  moneyEntryInput,
  moneyEntryIssue,
} from './MoneyEntryFields';

type Collection = RouterOutputs['collection']['byId'];
type SettlementQuote = RouterOutputs['collection']['settlementQuote']['quote'];
type LateCharges = RouterOutputs['collection']['settlementQuote']['lateCharges'];

export interface EarlySettlementModalProps {
  collection: Collection;
  today: string;
  /** Whether the signed-in user may record the settlement payment (collection.write). */
  canSettle: boolean;
  onClose: () => void;
}

function Part({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td
        ta="right"
        fw={strong ? 700 : 400}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The parts of the amount as the quotation letter lists them. Issue 41: the late-payment charges owed (posted and
 * not yet paid; accrued and not yet posted) are in the amount to settle, each on a line of its own.
 */
function Parts({ quote, late }: { quote: SettlementQuote; late: LateCharges | undefined }) {
  const posted = late?.postedOutstanding ?? 0;
  const notPosted = late?.notPosted ?? 0;
  return (
    <Table withTableBorder aria-label="Amount to settle in full" data-testid="settlement-parts">
      <Table.Tbody>
        <Part
          label="Instalments due / not yet due"
          value={`${quote.instalmentsDue} / ${quote.instalmentsNotDue}`}
        />
        {quote.method === 'reducing_balance' ? (
          <>
            <Part label="Principal outstanding" value={formatRM(quote.principalOutstanding ?? 0)} />
            <Part
              label={`Interest accrued (${quote.accruedDays ?? 0} days)`}
              value={formatRM(quote.accruedInterest ?? 0)}
            />
            <Part label="Arrears" value={formatRM(quote.arrears)} />
            {quote.paidInAdvance > 0 && (
              <Part label="Less: paid in advance" value={`(${formatRM(quote.paidInAdvance)})`} />
            )}
          </>
        ) : (
          <>
            <Part
              label="Balance outstanding"
              value={formatRM(quote.outstandingBalance - posted - notPosted)}
            />
            <Part label="of which arrears" value={formatRM(quote.arrears)} />
            <Part label="Less: Rule of 78 rebate of term charges" value={`(${formatRM(quote.rebate)})`} />
          </>
        )}
        {posted > 0 && <Part label="Late-payment charges posted, not yet paid" value={formatRM(posted)} />}
        {notPosted > 0 && late && (
          <Part
            label={`Late-payment charges accrued to ${formatDate(late.asOf)}, not yet posted`}
            value={formatRM(notPosted)}
          />
        )}
        <Part label="Amount to settle in full" value={formatRM(quote.settlementAmount)} strong />
        {quote.refundDue > 0 && <Part label="Refund due to the hirer" value={formatRM(quote.refundDue)} />}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Issue 41: how the late-payment charges in the amount came about: accrued to the settlement date in all, of which
 * posted (paid or not) and the rest posted when the settlement is recorded. Non-cash until paid.
 */
function LateChargesLine({ charges }: { charges: LateCharges }) {
  return (
    <Table withTableBorder aria-label="Late-payment charges" data-testid="settlement-late-charges">
      <Table.Tbody>
        <Part
          label={`Late-payment charges accrued to ${formatDate(charges.asOf)} (non-cash until paid; those not yet paid are included above, the part not yet posted is posted with the settlement)`}
          value={formatRM(charges.total)}
        />
      </Table.Tbody>
    </Table>
  );
}

/**
 * Issue 14 'Early settlement' (collection profile): a date (today by default) -> the amount that settles the
 * agreement in full on it, with its parts; the printable quotation letter; and recording that amount as the
 * settlement payment, which the server checks again under the agreement's lock.
 */
export function EarlySettlementModal({ collection, today, canSettle, onClose }: EarlySettlementModalProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string | null>(today);
  const [error, setError] = useState<string | null>(null);
  const [received, setReceived] = useState('');
  const [entry, setEntry] = useState<MoneyEntryValue>(EMPTY_MONEY_ENTRY);
  const [fieldErrors, setFieldErrors] = useState<{ received?: string; method?: string; reference?: string }>(
    {},
  );
  const [printing, setPrinting] = useState(false);
  const { settle } = useCollectionMutations();
  const validDate = date !== null && isPaymentDate(date);
  const input = { applicantProductId: collection.id, settlementDate: date ?? today };
  const quote = useQuery({
    ...trpc.collection.settlementQuote.queryOptions(input),
    enabled: validDate,
    meta: { silent: true },
  });
  const view = quote.data?.quote;
  const notQuoted = validDate
    ? 'The quotation is still being worked out'
    : 'Enter a valid settlement date first';

  const print = async () => {
    setPrinting(true);
    try {
      const letter = await queryClient.fetchQuery(trpc.collection.settlementLetter.queryOptions(input));
      const bytes = Uint8Array.from(atob(letter.base64), (char) => char.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = letter.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      notifyError(errorMessage(failure));
    } finally {
      setPrinting(false);
    }
  };

  /**
   * Issue 26: the amount received must be the quote's, with how it came and its reference; the confirmation
   * states the agreement, the amount, the date and the effect before anything is booked.
   */
  const record = async () => {
    if (!view || !date) return;
    setError(null);
    const amount = senOfText(received);
    const next: typeof fieldErrors = { ...moneyEntryIssue(entry) };
    const typed = moneyInputIssue(received, PAYMENT_MONEY_RULES.other);
    if (typed) next.received = typed;
    else if (amount !== view.settlementAmount) next.received = settlementAmountMessage(view);
    setFieldErrors(next);
    if (next.received || next.method || next.reference || amount === null || !entry.method) return;
    const confirmed = await confirmMoney({
      title: 'Confirm the settlement payment',
      agreement: agreementName(collection),
      rows: [
        { label: 'Amount received', value: formatRM(amount) },
        { label: 'Settlement date', value: formatDate(date) },
        { label: rebateLabel(view.method), value: `${formatRM(view.rebate)} (written off, not cash)` },
      ],
      effect: outstandingEffectText(0),
      confirmLabel: 'Record settlement',
    });
    if (!confirmed) return;
    settle.mutate(
      {
        applicantProductId: collection.id,
        settlementDate: date,
        amount,
        ...moneyEntryInput({ ...entry, method: entry.method }),
      },
      {
        onSuccess: () => {
          notifySuccess(SUCCESS_TEXTS.paymentMade);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  const future = date !== null && futureDateIssue(date, today) !== null;
  return (
    <Modal opened onClose={onClose} title="Early settlement" size="lg" centered>
      <Stack gap="md">
        <Text size="sm">
          {INTEREST_METHOD_LABELS[collection.interestMethod]} agreement at{' '}
          {collection.interestRate.toFixed(2)}% a year. The amount below settles it in full on the date
          chosen.
        </Text>
        <DmyDateInput
          label="Settlement date"
          value={date}
          onChange={setDate}
          latestDate={today}
          error={
            date !== null && !validDate
              ? PAYMENT_MESSAGES.dateFormat
              : date !== null
                ? (futureDateIssue(date, today) ?? undefined)
                : undefined
          }
        />
        {quote.isFetching && <Loader size="sm" role="status" aria-label="Working out the amount" />}
        {quote.isError && (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(quote.error)}
          </Alert>
        )}
        {view && (
          <>
            <Parts quote={view} late={quote.data?.lateCharges} />
            {quote.data && quote.data.lateCharges.ratePercent !== null && (
              <LateChargesLine charges={quote.data.lateCharges} />
            )}
            <Text size="sm" c="dimmed" data-testid="settlement-valid-until">
              This quotation is valid until {formatDate(view.validUntil)}.
            </Text>
            {canSettle && !future && view.settlementAmount > 0 && (
              <>
                <MoneyInput
                  label="Amount received (RM)"
                  rule={PAYMENT_MONEY_RULES.other}
                  value={received}
                  onChange={setReceived}
                  error={fieldErrors.received}
                />
                <MoneyEntryFields value={entry} onChange={setEntry} errors={fieldErrors} />
              </>
            )}
          </>
        )}
        {error && (
          <Alert color="red" variant="outline" role="alert" data-testid="settlement-error">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <DisabledReason reason={!view && notQuoted}>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={print}
              loading={printing}
            >
              Print quotation letter
            </Button>
          </DisabledReason>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              Close
            </Button>
            {canSettle && (
              <DisabledReason
                reason={
                  !view
                    ? notQuoted
                    : future
                      ? futureDateIssue(date ?? today, today)
                      : view.settlementAmount <= 0 && 'Nothing is left to settle'
                }
              >
                <Button onClick={() => void record()} loading={settle.isPending}>
                  Record settlement payment
                </Button>
              </DisabledReason>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
