import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconTrash, type Icon } from "@tabler/icons-react";
import { formatMoney } from "@washdesk/domain";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";

export interface DocumentHeaderProps {
  /** The section's accessible name: "Sale summary". */
  label: string;
  /** "Sale #1042". */
  title: ReactNode;
  /** Status badges beside the title. */
  badges: ReactNode;
  /** When and by whom, under the title. */
  subline: ReactNode;
  /** The money and dates at a glance. */
  figures: ReactNode;
  /** The buttons for what may be done to the document now. */
  actions: ReactNode;
  /** The dialogs those buttons open. */
  children?: ReactNode;
}

/** The top of a sale's or a quote's page: number, status, figures, and its actions at the right. */
export function DocumentHeader({ label, title, badges, subline, figures, actions, children }: DocumentHeaderProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h3">
              {title}
            </Title>
            {badges}
          </Group>
          <Text size="sm" c="dimmed">
            {subline}
          </Text>
          <Group gap="lg">{figures}</Group>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      </Group>
      {children}
    </Paper>
  );
}

/** "Total: $12.00", the amount in bold. */
export function MoneyFigure({ label, value }: { label: string; value: number }) {
  return (
    <Text size="sm">
      {label}: <strong>{formatMoney(value)}</strong>
    </Text>
  );
}

export interface HeaderActionProps {
  icon: Icon;
  /** Plain for printing and sending; orange or red, lighter, for what undoes the document. */
  color?: "orange" | "red";
  onClick: () => void;
  children: ReactNode;
}

/** One of the buttons at the right of a document's header. */
export function HeaderAction({ icon: ActionIcon, color, onClick, children }: HeaderActionProps) {
  return (
    <Button variant={color ? "light" : "default"} color={color} leftSection={<ActionIcon size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** "Delete", in red, at the end of a header's actions. */
export function DeleteAction({ onClick }: { onClick: () => void }) {
  return (
    <HeaderAction icon={IconTrash} color="red" onClick={onClick}>
      Delete
    </HeaderAction>
  );
}

/**
 * The dialogs of a document's header: one open at a time, and once the document is deleted its
 * list (`listPath`) takes the place of its page.
 */
export function useHeaderDialogs<K extends string>(listPath: string) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<K | null>(null);
  const close = () => setOpen(null);
  return {
    opened: (kind: K) => open === kind,
    show: (kind: K) => () => setOpen(kind),
    close,
    onDeleted: () => {
      close();
      void navigate(listPath);
    },
  };
}
