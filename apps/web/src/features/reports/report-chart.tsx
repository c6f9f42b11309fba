import { Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { ChartSpec } from "./report-chart-spec";

const ReportCharts = lazy(() => import("./report-charts"));

/**
 * A chart as a named picture: its label says what it shows, and the table under it gives every
 * figure it draws, for the keyboard, screen readers and print. Nothing is drawn without rows.
 */
export function ReportChart({ spec }: { spec: ChartSpec }) {
  if (spec.rows.length === 0) return null;
  const height = spec.height ?? 260;
  return (
    <div role="img" aria-label={spec.label} className="report-chart">
      <Suspense fallback={<Skeleton h={height} aria-hidden />}>
        <ReportCharts spec={spec} />
      </Suspense>
    </div>
  );
}
