import { Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import {
  INSURANCE_DATES_MESSAGE,
  insuranceDatesInOrder,
  lateChargeRateIssue,
  SUCCESS_TEXTS,
} from '@sewabeli/domain';
import { type FormEvent, useState } from 'react';
import { ModalSubmitButtons } from '../../../components/buttons/ModalSubmitButtons';
import { notifySuccess } from '../../../components/dialogs/notify';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { useChangeMasterRecordFields, useResourceChoices } from '../hooks/use-master-records';
import { changesOf, draftOf, type EditableField, type MasterRecord } from '../profile-fields';

export interface MasterEditModalProps {
  record: MasterRecord;
  title: string;
  fields: readonly EditableField[];
  onClose: () => void;
}

function FieldInput({
  spec,
  value,
  onChange,
  error,
  description,
}: {
  spec: EditableField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: string;
}) {
  const agents = useResourceChoices('INSURANCE_AGENT');
  const modes = useResourceChoices('REPAYMENT_MODE');
  if (spec.kind === 'date') {
    return (
      <DmyDateInput
        label={spec.label}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        clearable
        error={error}
        clearButtonProps={{ 'aria-label': `Clear ${spec.label}` }}
        popoverProps={{ withinPortal: true }}
      />
    );
  }
  if (spec.kind === 'select') {
    return (
      <Select
        label={spec.label}
        data={spec.category === 'INSURANCE_AGENT' ? agents : modes}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        clearable={!('required' in spec)}
        allowDeselect={!('required' in spec)}
        withAsterisk={'required' in spec}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  if (spec.kind === 'year') {
    return (
      <NumberInput
        label={spec.label}
        value={value === '' ? '' : Number(value)}
        onChange={(next) => onChange(next === '' ? '' : String(next))}
        min={1900}
        max={2100}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=""
      />
    );
  }
  if (spec.kind === 'rate') {
    return (
      <NumberInput
        label={spec.label}
        description={description}
        value={value === '' ? '' : Number(value)}
        onChange={(next) => onChange(next === '' ? '' : String(next))}
        suffix="%"
        decimalScale={2}
        allowNegative={false}
        hideControls
        error={error}
      />
    );
  }
  return <TextInput label={spec.label} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

/**
 * Origination §2 Master Profile edit modal: text, dates typed day-month-year and saved year-month-day, and
 * selections. The changed fields are saved together, each with the value the screen showed: one refused, none
 * stored (issue 29).
 */
export function MasterEditModal({ record, title, fields, onClose }: MasterEditModalProps) {
  const [draft, setDraft] = useState(() => draftOf(record, fields));
  const change = useChangeMasterRecordFields(record.id);
  const changes = changesOf(record, fields, draft);
  // Early word of the server's rule (it refuses the whole form, nothing stored): an end before the start.
  const datesIssue =
    'insuranceEndDate' in draft &&
    !insuranceDatesInOrder(draft.insuranceStartDate || null, draft.insuranceEndDate || null)
      ? INSURANCE_DATES_MESSAGE
      : undefined;
  // Issue 41: the server's cap on the late-payment rate for goods under the Hire-Purchase Act, said before Save.
  const rateIssue =
    'lateChargeRate' in draft
      ? (lateChargeRateIssue(
          draft.lateChargeRate === '' ? null : Number(draft.lateChargeRate),
          record.lateChargeCap,
          record.underHirePurchaseAct,
        ) ?? undefined)
      : undefined;
  const rateDescription = record.underHirePurchaseAct
    ? `Goods under the Hire-Purchase Act: at most ${record.lateChargeCap.toFixed(2)}% p.a. Empty: none.`
    : "Goods outside the Hire-Purchase Act: the agreement's rate applies. Empty: none.";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ id: record.id, changes });
    } catch {
      // The global handler shows the server's message; the record is reloaded either way.
      return;
    }
    notifySuccess(SUCCESS_TEXTS.saved);
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {fields.map((spec) => (
            <FieldInput
              key={spec.field}
              spec={spec}
              value={draft[spec.field] ?? ''}
              onChange={(value) => setDraft((current) => ({ ...current, [spec.field]: value }))}
              error={
                spec.field === 'insuranceEndDate'
                  ? datesIssue
                  : spec.field === 'lateChargeRate'
                    ? rateIssue
                    : undefined
              }
              description={spec.field === 'lateChargeRate' ? rateDescription : undefined}
            />
          ))}
          <ModalSubmitButtons
            mt="sm"
            onCancel={onClose}
            pending={change.isPending}
            submitLabel="Save"
            pendingLabel="Saving"
            submitLockedReason={(changes.length === 0 && 'Nothing changed yet') || rateIssue}
          />
        </Stack>
      </form>
    </Modal>
  );
}
