import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  formatDate,
  formatRM,
  INTEREST_METHOD_LABELS,
  nextTriState,
  orNA,
  TRI_STATE_FLAGS,
  type TriState,
  type TriStateFlag,
  triStateLabel,
} from '@sewabeli/domain';
import { IconArrowRight, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { flagLabel } from '../../../components/display/FlagBadge';
import { InstalmentSplitTable } from '../../../components/display/InstalmentSplitTable';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ProfileLoader } from '../../../components/layout/ProfileLoader';
import { useRecordId } from '../../../lib/record-id';
import { useCan } from '../../auth/hooks/use-current-user';
import { useAssetState } from '../../recovery/hooks/use-recovery';
import { MasterEditModal } from '../components/MasterEditModal';
import { useChangeMasterRecord, useMasterRecord } from '../hooks/use-master-records';
import { EDIT_GROUPS, type EditGroup, FLAG_LABELS, type MasterRecord } from '../profile-fields';

/** Origination §2 Master Profile (id = applicant product id). */
export default function MasterProfilePage() {
  const id = useRecordId();
  const record = useMasterRecord(id);
  return (
    <ProfileLoader
      key={id}
      record={record}
      notFound="Master record not found"
      backTo="/application/master"
      backLabel="Back to Master List"
    >
      {(data) => <Profile record={data} />}
    </ProfileLoader>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Card({
  title,
  onEdit,
  lockedReason,
  children,
}: {
  title: string;
  onEdit?: () => void;
  lockedReason?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="md">
        <Title order={3} fz="md">
          {title}
        </Title>
        {onEdit && (
          <LockableButton
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} />}
            lockedReason={lockedReason}
            onClick={onEdit}
            aria-label={`Edit ${title}`}
          >
            Edit
          </LockableButton>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

const percent = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(2)}%`);

/**
 * One tri-state flag: a click saves the next state at once with the state shown, so that a double click or a
 * second person never makes the server skip a state (a stale click is refused and the record reloads).
 */
function FlagButton({
  record,
  flag,
  editable,
}: {
  record: MasterRecord;
  flag: TriStateFlag;
  editable: boolean;
}) {
  const change = useChangeMasterRecord(record.id);
  const value = record[flag] as TriState;
  const { label, color } = flagLabel(value);
  const name = FLAG_LABELS[flag];
  const badge = (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      size="lg"
      w={100}
      rightSection={change.isPending ? <Loader size={10} color={color} /> : undefined}
    >
      {label}
    </Badge>
  );
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={`flag-${flag}`} data-value={label}>
      <Text size="sm">{name}</Text>
      {editable ? (
        <UnstyledButton
          aria-label={`${name}: ${label}. Change to ${triStateLabel(nextTriState(value))}`}
          disabled={change.isPending}
          aria-busy={change.isPending}
          onClick={() =>
            change.mutate({ id: record.id, field: flag, value: nextTriState(value), expected: value })
          }
        >
          {badge}
        </UnstyledButton>
      ) : (
        badge
      )}
    </Group>
  );
}

function Profile({ record }: { record: MasterRecord }) {
  const editor = useCan('masterRecord.edit');
  const [editing, setEditing] = useState<EditGroup | null>(null);
  const edit = (group: EditGroup) => () => setEditing(group);
  const executed = record.agreementExecution !== null;
  const asset = useAssetState(executed ? record.id : 0).data;

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span data-testid="master-hp-no">{orNA(record.hpNo)}</span>
            {asset && (
              // Issue 32: where the asset is while a recovery case holds it (repossessed, in yard, sold).
              <Badge color="violet.9" variant="filled" data-testid="master-asset-state">
                {`Asset ${asset.label}${asset.state === 'in_yard' && asset.yard ? `: ${asset.yard}` : ''}`}
              </Badge>
            )}
          </Group>
        }
        subtitle="Master Profile"
        actions={
          executed ? (
            <Button
              component={Link}
              to={`/application/collection/profile/${record.id}`}
              variant="light"
              rightSection={<IconArrowRight size={16} />}
            >
              Collection Profile
            </Button>
          ) : (
            <LockableButton variant="light" lockedReason="Collection starts once the agreement is executed">
              Collection Profile
            </LockableButton>
          )
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg" component="section" aria-label="Customer">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            <Info label="Customer">
              <Anchor component={Link} to={`/company/profile/${record.hirerId}`}>
                {record.customerName}
              </Anchor>
            </Info>
            <Info label="Registration No">{record.hirerRegistrationNo}</Info>
            <Info label="Loan Amount">{formatRM(record.loanAmount)}</Info>
            <Info label="Total Payable">{formatRM(record.totalPayable)}</Info>
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="md" p="lg" component="section" aria-label="Documents and Flags">
          <Group justify="space-between" mb="md">
            <Title order={3} fz="md">
              Documents and Flags
            </Title>
            <Text size="sm" c="dimmed">
              {editor.allowed ? 'Click a badge: Pending → Yes → No → Pending' : editor.reason}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="sm">
            {TRI_STATE_FLAGS.map((flag) => (
              <FlagButton key={flag} record={record} flag={flag} editable={editor.allowed} />
            ))}
          </SimpleGrid>
        </Paper>

        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <Card title="Application Profile" onEdit={edit('application')} lockedReason={editor.reason}>
            <Info label="Application">
              <Anchor component={Link} to={`/application/pending/${record.applicantId}`}>
                {`Application #${record.applicantId}`}
              </Anchor>
            </Info>
            <Info label="Date">{formatDate(record.createdAt)}</Info>
            <Info label="Letter Offer">{orNA(record.letterOffer)}</Info>
            <Info label="HP Agreement No.">{orNA(record.hpNo)}</Info>
            <Info label="Salesman">{orNA(record.salesman)}</Info>
            <Info label="Mode of Repayment">{orNA(record.modeOfRepayment)}</Info>
            <Info label="Disbursement Date">{formatDate(record.disbursementDate)}</Info>
          </Card>

          <Card title="Insurance" onEdit={edit('insurance')} lockedReason={editor.reason}>
            <Info label="Insurance Agent">{orNA(record.agent)}</Info>
            <Info label="Cover Note">{orNA(record.coverNote)}</Info>
            <Info label="Insurance Status">{orNA(record.insuranceStatus)}</Info>
            <Info label="Insurance Rate">{percent(record.insuranceRate)}</Info>
            <Info label="Insurance Premium">{formatRM(record.insurancePremium)}</Info>
            <Info label="Insurance Start Date">
              <span data-testid="insurance-start">{formatDate(record.insuranceStartDate)}</span>
            </Info>
            <Info label="Insurance End Date">
              <span data-testid="insurance-end">{formatDate(record.insuranceEndDate)}</span>
            </Info>
          </Card>

          <Card title="Product Profile" onEdit={edit('product')} lockedReason={editor.reason}>
            <Info label="Asset Type">{record.brand}</Info>
            <Info label="Model">{record.model}</Info>
            <Info label="Condition">{record.condition}</Info>
            <Info label="Units">{record.quantity}</Info>
            <Info label="Engine">{orNA(record.engine)}</Info>
            <Info label="Chassis">{orNA(record.chassis)}</Info>
            <Info label="YOM">{orNA(record.manufactureYear)}</Info>
            <Info label="REG No">{orNA(record.registrationNo)}</Info>
            <Info label="Cost">{formatRM(record.cost)}</Info>
            <Info label="Loan Amount">{formatRM(record.loanAmount)}</Info>
            <Info label="Downpayment">{formatRM(record.downpayment)}</Info>
            <Info label="Margin of Finance">{percent(record.marginFinance)}</Info>
          </Card>

          <Card title="Agreement" onEdit={edit('agreement')} lockedReason={editor.reason}>
            <Info label="Agreement Execution">{formatDate(record.agreementExecution)}</Info>
            <Info label="Due Date">{formatDate(record.dueDate)}</Info>
            <Info label="Interest Method">
              <span data-testid="master-interest-method">
                {INTEREST_METHOD_LABELS[record.interestMethod]}
              </span>
            </Info>
            <Info label="Interest Rate">{percent(record.interestRate)}</Info>
            <Info label="Tenure (Months)">{record.tenure * 12}</Info>
            <Info label="Total Interest">{formatRM(record.totalInterest)}</Info>
            <Info label="Total Payable">{formatRM(record.totalPayable)}</Info>
            <Info label="Monthly Repayment">{formatRM(record.monthlyInstallment)}</Info>
            <Info label="Final Installment">{formatRM(record.finalInstallment)}</Info>
            <Info label="Prepayment">{`${record.prepayment[0]} + ${record.prepayment[1]}`}</Info>
            <Info label="Effective Interest Rate (EIR)">{percent(record.effectiveRate)}</Info>
            <Info label="Late-Payment Rate">
              <span data-testid="master-late-charge-rate">
                {record.lateChargeRate === null ? 'None' : `${percent(record.lateChargeRate)} p.a.`}
              </span>
            </Info>
            <Info label="Stamping Ref (Principal)">{orNA(record.principleStamp)}</Info>
            <Info label="Stamping Ref (Subsidiary)">{orNA(record.subsidiaryStamp)}</Info>
          </Card>
        </SimpleGrid>
        {record.split && (
          <Paper withBorder radius="md" p="lg" aria-label="Interest and principal" role="region">
            <Title order={3} fz="lg" mb="xs">
              Interest and principal of each instalment
            </Title>
            <InstalmentSplitTable rows={record.split} />
          </Paper>
        )}
      </Stack>
      {editing && (
        <MasterEditModal
          record={record}
          title={EDIT_GROUPS[editing].title}
          fields={EDIT_GROUPS[editing].fields}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
