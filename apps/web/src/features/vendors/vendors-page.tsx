import { Button, Group, Loader, Stack, TextInput } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { can, type Vendor } from "@washdesk/domain";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ListFooter } from "../../components/list-footer";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { VendorDialog } from "./vendor-dialog";
import { readVendorListParams, vendorListQuery, writeVendorListParams, type VendorListParams } from "./vendor-list-params";
import { VendorListTable } from "./vendor-list-table";
import { useDeleteVendor } from "./vendor-mutations";
import { useVendorList } from "./vendor-queries";
import { searchBoxProps, useAddressSearch } from "../../components/use-address-search";

/** Typing pauses this long before the list is searched. */
export const VENDOR_LIST_DEBOUNCE_MS = 300;

/** docs/product.md §2 /purchases/vendors: search, pages, and add, edit and delete for those allowed. */
export default function VendorsPage() {
  const group = useSessionStore(sessionSelectors.group);
  const [params, setParams] = useSearchParams();
  const list = readVendorListParams(params);
  const [editing, setEditing] = useState<Vendor | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Vendor | null>(null);
  const vendors = useVendorList(vendorListQuery(list));
  const remove = useDeleteVendor();

  const update = (changes: Partial<VendorListParams>) => setParams(writeVendorListParams({ ...list, page: 1, ...changes }), { replace: true });

  // A new search starts on page 1.
  const search = useAddressSearch(list.search, (text) => update({ search: text }), VENDOR_LIST_DEBOUNCE_MS);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch {
      return; // The API client has said why; the vendor is still there.
    }
    setDeleting(null);
  };

  const page = vendors.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Company, representative, e-mail or phone"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={vendors.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
          {...searchBoxProps(search)}
          w={340}
        />
        {can(group, "purchases.vendors.new") && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add vendor
          </Button>
        )}
      </Group>

      <VendorListTable
        vendors={page?.items ?? []}
        onEdit={can(group, "purchases.vendors.edit") ? setEditing : undefined}
        onDelete={can(group, "purchases.vendors.delete") ? setDeleting : undefined}
        emptyText={vendors.isPending ? "Loading vendors…" : list.search ? "No vendor matches this search." : "No vendors yet."}
      />

      <ListFooter page={page} noun="vendors" current={list.page} onPage={(next) => update({ page: next })} />

      <VendorDialog
        opened={adding || editing !== null}
        vendor={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmDeleteDialog
        title={deleting ? "Delete vendor" : null}
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        Delete {deleting?.company}? Its purchases keep naming it.
      </ConfirmDeleteDialog>
    </Stack>
  );
}
