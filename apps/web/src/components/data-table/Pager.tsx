import { Group, Pagination, Text } from '@mantine/core';
import { entriesShownText, pageCount, pageLinks } from '@sewabeli/domain';

/** 'Showing 1 to 20 of 45 entries' and the page links, as the data tables show them. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" data-testid="entries-summary">
        {entriesShownText(page, pageSize, total)}
      </Text>
      {pages > 1 && (
        <Pagination.Root total={pages} value={page} onChange={onChange} size="sm">
          <Group gap={4}>
            <Pagination.Previous aria-label="Previous page" />
            {pageLinks(page, pages).map((link) => (
              <Pagination.Control
                key={link}
                active={link === page}
                onClick={() => onChange(link)}
                aria-label={`Page ${link}`}
                aria-current={link === page ? 'page' : undefined}
              >
                {link}
              </Pagination.Control>
            ))}
            <Pagination.Next aria-label="Next page" />
          </Group>
        </Pagination.Root>
      )}
    </Group>
  );
}
