import { Group, Pagination, Text } from "@mantine/core";

export interface ListFooterProps {
  page: { total: number; page: number; pageSize: number; items: readonly unknown[] } | undefined;
  noun: string;
  onPage: (page: number) => void;
}

/** "26–50 of 120" and the page buttons under a list. */
export function ListFooter({ page, noun, onPage }: ListFooterProps) {
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const first = page && page.total > 0 ? (page.page - 1) * page.pageSize + 1 : 0;
  const last = page ? first + page.items.length - Math.min(1, page.items.length) : 0;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live="polite">
        {page ? (page.total > 0 ? `${first}–${last} of ${page.total}` : `0 ${noun}`) : ""}
      </Text>
      <Pagination
        total={pages}
        value={page?.page ?? 1}
        onChange={onPage}
        getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
        getControlProps={(control) => ({ "aria-label": `${control[0]?.toUpperCase()}${control.slice(1)} page` })}
      />
    </Group>
  );
}
