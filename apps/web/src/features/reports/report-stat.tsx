import { Anchor, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface ReportStatProps {
  label: string;
  value: string;
  /** A line under the figure: what it is compared with. */
  detail?: ReactNode;
  /** The report behind the figure. */
  href?: string | null;
}

/** One headline figure in a card, named by its label; its label leads to the report behind it. */
export function ReportStat({ label, value, detail, href }: ReportStatProps) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label} className="report-section">
      <Text size="sm" c="dimmed">
        {href ? (
          <Anchor component={Link} to={href} inherit>
            {label}
          </Anchor>
        ) : (
          label
        )}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed" component="div">
          {detail}
        </Text>
      )}
    </Paper>
  );
}
