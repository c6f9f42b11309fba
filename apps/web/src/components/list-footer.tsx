import { Group, Pagination, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** The part of a server page the footer reads. */
export interface ListFooterPage {
  total: number;
  page: number;
  pageSize: number;
  items: readonly unknown[];
}

export interface ListFooterProps {
  page: ListFooterPage | undefined;
  onPage: (page: number) => void;
  /** What the list holds, for "0 customers" when it is empty; the count line is "26–50 of 120" otherwise. */
  noun?: string;
  /** Replaces the count line (a list that sums its rows says so in its own words). */
  summary?: ReactNode;
  /**
   * The page the buttons mark; by default the page the data came from. A list that keeps its page
   * in the address marks the one asked for at once, before its data arrives.
   */
  current?: number;
}

/**
 * The line under a paginated list: which rows are shown ("26–50 of 120") and the page buttons,
 * with "Page 2", "Previous page" and "Next page" as their names. With neither a noun nor a
 * summary, only the buttons, at the right.
 */
export function ListFooter({ page, onPage, noun, summary, current }: ListFooterProps) {
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const first = page && page.total > 0 ? (page.page - 1) * page.pageSize + 1 : 0;
  const last = page ? first + page.items.length - Math.min(1, page.items.length) : 0;
  const counted = noun !== undefined && (
    <Text size="sm" c="dimmed" aria-live="polite">
      {page ? (page.total > 0 ? `${first}–${last} of ${page.total}` : `0 ${noun}`) : ""}
    </Text>
  );
  const left = summary ?? counted;
  return (
    <Group justify={left ? "space-between" : "flex-end"}>
      {left}
      <Pagination
        total={pages}
        value={current ?? page?.page ?? 1}
        onChange={onPage}
        getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
        getControlProps={(control) => ({ "aria-label": `${control[0]?.toUpperCase()}${control.slice(1)} page` })}
      />
    </Group>
  );
}
