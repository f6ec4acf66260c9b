import { Button, Checkbox, Popover, ScrollArea, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { MasterColumn } from '../master-columns';

export interface ColumnChooserProps {
  columns: readonly MasterColumn[];
  hidden: readonly string[];
  always: readonly string[];
  onToggle: (key: string) => void;
}

/** Chooses which columns the grid shows; every box is a named checkbox. */
export function ColumnChooser({ columns, hidden, always, onToggle }: ColumnChooserProps) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Choose columns">
        <ScrollArea.Autosize mah={360} type="auto">
          <Stack gap={6} pr="sm">
            {columns.map((column) => (
              <Checkbox
                key={column.key}
                label={column.title}
                checked={!hidden.includes(column.key)}
                disabled={always.includes(column.key)}
                onChange={() => onToggle(column.key)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
