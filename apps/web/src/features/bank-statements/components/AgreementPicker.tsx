import { Select } from '@mantine/core';
import { SPOTLIGHT_MIN_TERM } from '@sewabeli/domain';
import { useEffect, useState } from 'react';
import { useSpotlightSearch } from '../../spotlight/use-spotlight-search';

export interface PickedAgreement {
  id: number;
  label: string;
}

export interface AgreementPickerProps {
  label: string;
  value: PickedAgreement | null;
  onChange: (next: PickedAgreement | null) => void;
  error?: string;
  autoFocus?: boolean;
}

/**
 * An agreement found on the server by HP number, company, registration, chassis or engine: the spotlight's own
 * search (issue 29), its agreements only.
 */
export function AgreementPicker({ label, value, onChange, error, autoFocus }: AgreementPickerProps) {
  const [search, setSearch] = useState(value?.label ?? '');
  // A choice made elsewhere (a suggestion picked from a list) shows in the box.
  useEffect(() => {
    if (value) setSearch(value.label);
  }, [value]);
  const { hits, searching } = useSpotlightSearch(search === value?.label ? '' : search);
  const found = hits
    .filter((hit) => hit.kind === 'agreement')
    .map((hit) => ({ value: String(hit.id), label: `${hit.title} (${hit.detail})` }));
  const options =
    value && !found.some((option) => option.value === String(value.id))
      ? [{ value: String(value.id), label: value.label }, ...found]
      : found;
  const typed = search.trim().length >= SPOTLIGHT_MIN_TERM && search !== value?.label;
  return (
    <Select
      label={label}
      placeholder="Type an HP number or a company"
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={value ? String(value.id) : null}
      onChange={(next, option) =>
        onChange(next === null ? null : { id: Number(next), label: option?.label ?? next })
      }
      nothingFoundMessage={typed ? (searching ? 'Searching...' : 'No Record Found') : undefined}
      error={error}
      data-autofocus={autoFocus ? true : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
