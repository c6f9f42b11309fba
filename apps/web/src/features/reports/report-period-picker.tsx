import { Group, Select } from "@mantine/core";
import { reportPresetLabels, reportPresets, type ReportPreset } from "@washdesk/domain";
import { DateRangeFields } from "../../components/date-range-fields";
import type { ReportPeriodState } from "./use-report-period";

const presetOptions = reportPresets.map((preset) => ({ value: preset, label: reportPresetLabels[preset] }));

/** The period of a report: a preset of the shop's calendar, or Custom with From and To. */
export function ReportPeriodPicker({ period }: { period: ReportPeriodState }) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Period"
        data={presetOptions}
        value={period.preset}
        onChange={(value) => value && period.choosePreset(value as ReportPreset)}
        allowDeselect={false}
        w="11rem"
      />
      {period.preset === "custom" && <DateRangeFields from={period.period.from} to={period.period.to} onChange={period.chooseRange} />}
    </Group>
  );
}
