import { Badge, Button, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { MASTER_SEARCH_FIELDS, type MasterSearchField, type MasterTag } from '@sewabeli/domain';
import { IconDownload, IconFilter, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const fieldLabel = (key: string) => MASTER_SEARCH_FIELDS.find(([k]) => k === key)?.[1] ?? key;

export interface MasterFilterBarProps {
  range: string;
  rangeOptions: { value: string; label: string }[];
  onRangeChange: (value: string) => void;
  search: string;
  onSearchChange: (value: string) => void;
  searchField: MasterSearchField;
  onSearchFieldChange: (value: MasterSearchField) => void;
  tags: readonly MasterTag[];
  onAddTag: () => void;
  onRemoveTag: (index: number) => void;
  exportHref: string;
  columnChooser: ReactNode;
}

/** Origination §2: year selector, search with its field, Filter (adds a removable tag), columns and CSV. */
export function MasterFilterBar(props: MasterFilterBarProps) {
  return (
    <>
      <Group gap="sm" mb="sm" wrap="wrap" align="flex-end">
        <Select
          label="Year"
          data={props.rangeOptions}
          value={props.range}
          onChange={(value) => value && props.onRangeChange(value)}
          allowDeselect={false}
          w={170}
        />
        <Select
          label="Search in"
          data={MASTER_SEARCH_FIELDS.map(([value, label]) => ({ value, label }))}
          value={props.searchField}
          onChange={(value) => value && props.onSearchFieldChange(value as MasterSearchField)}
          allowDeselect={false}
          w={220}
        />
        <TextInput
          label="Search"
          placeholder="Search..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') props.onAddTag();
          }}
          w={260}
        />
        <Button leftSection={<IconFilter size={16} aria-hidden />} onClick={props.onAddTag}>
          Filter
        </Button>
        <Group gap="sm" ml="auto">
          {props.columnChooser}
          <Button
            component="a"
            href={props.exportHref}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      {props.tags.length > 0 && (
        <Group gap="xs" mb="sm" aria-label="Filter tags" role="list">
          {props.tags.map((tag, index) => {
            const text = `${fieldLabel(tag.field)}: ${tag.value}`;
            return (
              <Badge
                key={`${tag.field}-${tag.value}-${String(index)}`}
                role="listitem"
                variant="outline"
                color="blue"
                size="lg"
                tt="none"
                pr={4}
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Remove filter ${text}`}
                    onClick={() => props.onRemoveTag(index)}
                  />
                }
              >
                {text}
              </Badge>
            );
          })}
        </Group>
      )}
    </>
  );
}
