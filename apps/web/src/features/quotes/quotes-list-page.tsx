import { Button, Group, Loader, Select, Stack, TextInput } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { can, enumOptions, enumValues, QuoteStatus, quoteStatusLabels } from "@washdesk/domain";
import { Link, useSearchParams } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { CustomerFilter, type NamedId } from "../sales";
import { ListFooter } from "../../components/list-footer";
import { enumParam, pageParam, SALES_PAGE_SIZE, toSearchParams } from "../../components/list-params";
import type { QuoteListRequest } from "./quote-keys";
import { QuoteListTable } from "./quote-list-table";
import { useQuoteList } from "./quote-queries";
import { searchBoxProps, useAddressSearch } from "../../components/use-address-search";

const statusOptions = enumOptions(QuoteStatus, quoteStatusLabels).map(({ value, label }) => ({ value: String(value), label }));
const SEARCH_DEBOUNCE_MS = 300;

interface QuoteListParams {
  status: QuoteStatus | null;
  customer: NamedId | null;
  text: string;
  page: number;
}

function readParams(params: URLSearchParams): QuoteListParams {
  const customer = params.get("customer");
  return {
    status: enumParam(params, "status", enumValues(QuoteStatus)),
    customer: customer ? { id: customer, name: params.get("customerName") ?? "" } : null,
    text: params.get("text") ?? "",
    page: pageParam(params),
  };
}

const writeParams = (list: QuoteListParams) =>
  toSearchParams({ status: list.status, customer: list.customer?.id, customerName: list.customer?.name, text: list.text, page: list.page });

const listQuery = (list: QuoteListParams): QuoteListRequest => ({
  status: list.status ?? undefined,
  customerId: list.customer?.id,
  text: list.text || undefined,
  page: list.page,
  pageSize: SALES_PAGE_SIZE,
});

/** /quotes: quotes newest first, filtered by status, customer or text (number, name, phone, notes). */
export default function QuotesListPage() {
  const group = useSessionStore(sessionSelectors.group);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const list = readParams(params);
  const quotes = useQuoteList(listQuery(list));
  const update = (changes: Partial<QuoteListParams>) => setParams(writeParams({ ...list, page: 1, ...changes }), { replace: true });

  // The typed text reaches the address (and the query) once typing pauses.
  const search = useAddressSearch(
    list.text,
    (text) => update({ text }),
    SEARCH_DEBOUNCE_MS,
    (text) => text.trim(),
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Number, customer, phone or notes"
          leftSection={<IconSearch size={16} aria-hidden />}
          {...searchBoxProps(search)}
          w={260}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={statusOptions}
          value={list.status === null ? null : String(list.status)}
          onChange={(value) => update({ status: value === null ? null : (Number(value) as QuoteStatus) })}
          clearable
          w={170}
        />
        <CustomerFilter value={list.customer} onChange={(customer) => update({ customer })} />
        {quotes.isFetching && <Loader size="sm" aria-label="Loading quotes" mb={8} />}
        {can(group, "quotes.new") && (
          <Button component={Link} to="/quotes/new" leftSection={<IconPlus size={16} aria-hidden />} ml="auto">
            New quote
          </Button>
        )}
      </Group>
      <QuoteListTable
        quotes={quotes.data?.items ?? []}
        timeZone={timeZone}
        emptyText={quotes.isPending ? "Loading quotes…" : "No quotes match these filters."}
      />
      <ListFooter page={quotes.data} noun="quotes" onPage={(page) => update({ page })} />
    </Stack>
  );
}
