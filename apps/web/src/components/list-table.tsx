import { ActionIcon, Group, Paper, Table, Text, Tooltip, UnstyledButton, type TableProps } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import "./list-table.css";

export interface ListTableProps extends Omit<TableProps, "children" | "aria-label"> {
  /** The table's accessible name: "Customers". */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The header cells: plain titles (`headers`), or cells of its own (`head`, with `columns`). */
  headers?: readonly ListColumn[];
  head?: ReactNode;
  /** How many columns the empty row spans, where `head` gives the cells. */
  columns?: number;
  /** No rows: the empty row says `emptyText` ("Loading…", "No customers yet."). */
  empty: boolean;
  emptyText: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** A totals footer (a Table.Tfoot). */
  foot?: ReactNode;
}

/** A column's title; money columns are aligned right, as their figures. */
export type ListColumn = string | { title: string; align: "right" };

/**
 * The frame every list screen's table shares: a card whose table scrolls sideways inside it at narrow
 * widths with the first column fixed, so nothing is cut; the header row; and a dimmed line when there
 * is nothing to show. The scrolling area takes keyboard focus so arrow keys scroll it.
 */
export function ListTable({ label, minWidth, headers, head, columns, empty, emptyText, children, foot, ...table }: ListTableProps) {
  const titles = headers?.map((column) => (typeof column === "string" ? { title: column, align: undefined } : column));
  return (
    <Paper withBorder>
      <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} data-sticky-first-column {...table}>
          <Table.Thead>
            <Table.Tr>
              {titles?.map(({ title, align }) => (
                <Table.Th key={title} ta={align}>
                  {title}
                </Table.Th>
              ))}
              {head}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {empty && (
              <Table.Tr>
                <Table.Td colSpan={columns ?? titles?.length}>
                  <Text c="dimmed" size="sm" py="md" ta="center">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {children}
          </Table.Tbody>
          {foot}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

export interface RowActionsProps {
  /** What the row is, as the buttons name it: "Edit purchase from Acme" for "purchase from Acme". */
  subject: string;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The buttons' place in their cell. */
  justify?: "flex-start" | "flex-end";
}

/** A row's View, Edit and Delete icons; each shows only when given, named and with its name as a tooltip. */
export function RowActions({ subject, onView, onEdit, onDelete, justify }: RowActionsProps) {
  return (
    <Group gap={4} justify={justify} wrap="nowrap">
      {onView && (
        <Tooltip label={`View ${subject}`}>
          <ActionIcon variant="subtle" aria-label={`View ${subject}`} onClick={onView}>
            <IconEye size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {onEdit && (
        <Tooltip label={`Edit ${subject}`}>
          <ActionIcon variant="subtle" aria-label={`Edit ${subject}`} onClick={onEdit}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={`Delete ${subject}`}>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${subject}`} onClick={onDelete}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

export interface SortHeaderProps<Field extends string> {
  field: Field;
  /** The list's current order. */
  list: { sort: Field; order: "asc" | "desc" };
  onSort: (field: Field) => void;
  children: ReactNode;
  align?: "left" | "right";
}

/** A column header that sorts the list by its field, saying which way it is sorted now. */
export function SortHeader<Field extends string>({ field, list, onSort, children, align = "left" }: SortHeaderProps<Field>) {
  const active = list.sort === field;
  const Icon = !active ? IconArrowsSort : list.order === "asc" ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (list.order === "asc" ? "ascending" : "descending") : "none"} ta={align} style={{ whiteSpace: "nowrap" }}>
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm" display="inline-flex" style={{ alignItems: "center", gap: 4 }}>
        {children}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
