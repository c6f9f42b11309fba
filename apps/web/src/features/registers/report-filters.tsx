import { Loader, Select } from "@mantine/core";
import { DateRangeFields } from "../../components/date-range-fields";
import { dateRangeParams, pageParam, toSearchParams } from "../../components/list-params";
import { useRegisters } from "./register-queries";

export type OpenStatus = "open" | "closed";

/** The filters the Register Report and the Drop Report share, as kept in the address. */
export interface ReportFilters {
  from: string;
  to: string;
  registerId: string | null;
  status: OpenStatus | null;
  page: number;
}

export function readReportFilters(params: URLSearchParams, timeZone: string | undefined): ReportFilters {
  const status = params.get("status");
  return {
    ...dateRangeParams(params, timeZone),
    registerId: params.get("register") || null,
    status: status === "open" || status === "closed" ? status : null,
    page: pageParam(params),
  };
}

export function writeReportFilters(filters: ReportFilters): URLSearchParams {
  return toSearchParams({ from: filters.from, to: filters.to, register: filters.registerId, status: filters.status, page: filters.page });
}

/** The query both list routes take: business dates inclusive, optional drawer and status. */
export function reportQuery(filters: ReportFilters, pageSize: number) {
  return {
    from: filters.from,
    to: filters.to,
    registerId: filters.registerId ?? undefined,
    status: filters.status ?? undefined,
    page: filters.page,
    pageSize,
  };
}

const statusOptions = [
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
];

export interface ReportFilterFieldsProps {
  filters: ReportFilters;
  onChange: (changes: Partial<ReportFilters>) => void;
  busy: boolean;
  busyLabel: string;
}

/** Date range, register and status fields above a report. */
export function ReportFilterFields({ filters, onChange, busy, busyLabel }: ReportFilterFieldsProps) {
  const registers = useRegisters();
  return (
    <>
      <DateRangeFields from={filters.from} to={filters.to} onChange={onChange} />
      <Select
        label="Register"
        placeholder="All registers"
        data={(registers.data ?? []).map((register) => ({ value: register.id, label: register.name }))}
        value={filters.registerId}
        onChange={(registerId) => onChange({ registerId })}
        clearable
        w={200}
      />
      <Select
        label="Status"
        placeholder="Any status"
        data={statusOptions}
        value={filters.status}
        onChange={(status) => onChange({ status: status === "open" || status === "closed" ? status : null })}
        clearable
        w={150}
      />
      {busy && <Loader size="sm" aria-label={busyLabel} mb={8} />}
    </>
  );
}
