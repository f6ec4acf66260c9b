import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { MoneyInput } from '../../../components/inputs/MoneyInput';

/** What the Hire-Purchase Act asks of a repossession of goods under it (issue 41), as the form holds it. */
export interface ActFields {
  takenAt: string;
  place: string;
  agentPermitNo: string;
  estimatedValue: string;
  costs: string;
  courtOrdered: boolean;
  court: string;
  courtOrderNo: string;
  courtOrderOn: string | null;
}

export const NO_ACT_FIELDS: ActFields = {
  takenAt: '',
  place: '',
  agentPermitNo: '',
  estimatedValue: '',
  costs: '',
  courtOrdered: false,
  court: '',
  courtOrderNo: '',
  courtOrderOn: null,
};

/**
 * The receipt's time and place (s.16), the agent's permit (s.17A), the owner's estimate and costs the Fifth
 * Schedule notice states, and the court order the server asks for once 75 % of the price is paid.
 */
export function RepossessionActFields({
  value,
  onChange,
  today,
  allowedFrom,
}: {
  value: ActFields;
  onChange: (next: ActFields) => void;
  today: string;
  allowedFrom: string | null;
}) {
  const set = <K extends keyof ActFields>(key: K, next: ActFields[K]) => onChange({ ...value, [key]: next });
  return (
    <Stack gap="sm" data-testid="act-fields">
      {allowedFrom && (
        <Text size="sm" fw={500} data-testid="repossession-allowed-from">
          {allowedFrom}
        </Text>
      )}
      <Group grow align="flex-start">
        <TextInput
          label="Time taken (HH:MM)"
          placeholder="10:30"
          value={value.takenAt}
          onChange={(e) => set('takenAt', e.currentTarget.value)}
          required
        />
        <TextInput
          label="Agent's permit number"
          value={value.agentPermitNo}
          onChange={(e) => set('agentPermitNo', e.currentTarget.value)}
          required
        />
      </Group>
      <TextInput
        label="Place taken"
        description="For the receipt given to the hirer (s.16)"
        value={value.place}
        onChange={(e) => set('place', e.currentTarget.value)}
        required
      />
      <Group grow align="flex-start">
        <MoneyInput
          label="Owner's estimate of value (RM)"
          value={value.estimatedValue}
          onChange={(next) => set('estimatedValue', next)}
        />
        <MoneyInput label="Costs so far (RM)" value={value.costs} onChange={(next) => set('costs', next)} />
      </Group>
      <Checkbox
        label="Taken under a court order (needed once 75 % of the hire-purchase price is paid)"
        checked={value.courtOrdered}
        onChange={(e) => set('courtOrdered', e.currentTarget.checked)}
      />
      {value.courtOrdered && (
        <Group grow align="flex-start">
          <TextInput
            label="Court"
            value={value.court}
            onChange={(e) => set('court', e.currentTarget.value)}
          />
          <TextInput
            label="Order number"
            value={value.courtOrderNo}
            onChange={(e) => set('courtOrderNo', e.currentTarget.value)}
          />
          <DmyDateInput
            label="Order date"
            value={value.courtOrderOn}
            onChange={(next) => set('courtOrderOn', next)}
            latestDate={today}
          />
        </Group>
      )}
    </Stack>
  );
}
