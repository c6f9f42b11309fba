import { Badge, Button, Group, Stack, Table } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { can, pathsFromPermission, type PermissionGroup } from "@washdesk/domain";
import { useState } from "react";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { ListTable, RowActions } from "../../components/list-table";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { GroupDialog } from "./group-dialog";
import { useDeleteGroup } from "./employee-mutations";
import { useGroups } from "./employee-queries";

/** docs/product.md §2 /settings/groups: the groups, their rights as a tree, add, edit and delete. */
export default function GroupsPage() {
  const session = useSessionStore(sessionSelectors.group);
  const groups = useGroups();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<PermissionGroup | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PermissionGroup | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch {
      return; // The notice names who is still in the group.
    }
    setDeleting(null);
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        {can(session, "settings.group.new") && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add group
          </Button>
        )}
      </Group>
      <ListTable
        label="Groups"
        minWidth={560}
        headers={["Name", "Rights", "Members", ""]}
        empty={(groups.data?.length ?? 0) === 0}
        emptyText={groups.isPending ? "Loading groups…" : "No groups yet."}
      >
        {groups.data?.map((group) => (
          <Table.Tr key={group.id}>
            <Table.Td>{group.name}</Table.Td>
            <Table.Td>
              {group.isOwner || group.isDev ? (
                <Badge variant="light">{group.isOwner ? "Owner: every right" : "Developer: every right"}</Badge>
              ) : (
                `${pathsFromPermission(group.permission).length} rights`
              )}
            </Table.Td>
            <Table.Td>{group.members}</Table.Td>
            <Table.Td>
              <RowActions
                subject={`group ${group.name}`}
                justify="flex-end"
                onEdit={can(session, "settings.group.edit") ? () => setEditing(group) : undefined}
                onDelete={can(session, "settings.group.delete") ? () => setDeleting(group) : undefined}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <GroupDialog
        opened={adding || editing !== null}
        group={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmDeleteDialog
        title={deleting ? "Delete group" : null}
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        Delete the group {deleting?.name}? A group cannot go while anyone is in it.
      </ConfirmDeleteDialog>
    </Stack>
  );
}
