import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { pathsFromPermission, type PermissionGroup, type PermissionPath } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { serverFieldErrors } from "../../components/server-field-errors";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useSaveGroup } from "./employee-mutations";
import { PermissionTreeField } from "./permission-tree-field";

export interface GroupDialogProps {
  opened: boolean;
  /** The group edited, or null to add one. */
  group: PermissionGroup | null;
  onClose: () => void;
}

function GroupForm({ group, onClose }: { group: PermissionGroup | null; onClose: () => void }) {
  const isDevOrOwner = useSessionStore(sessionSelectors.isDevOrOwner);
  const save = useSaveGroup();
  const [name, setName] = useState(group?.name ?? "");
  const [paths, setPaths] = useState<PermissionPath[]>(group ? pathsFromPermission(group.permission) : []);
  const [isOwner, setIsOwner] = useState(group?.isOwner ?? false);
  const [isDev, setIsDev] = useState(group?.isDev ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      setErrors({ name: "Field is required!" });
      return;
    }
    try {
      await save.mutateAsync({ id: group?.id ?? null, group: { name, paths, ...(isDevOrOwner ? { isOwner, isDev } : {}) } });
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error, "group"));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required data-autofocus value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} />
        {/* Only an owner or developer may hand out the flags above the tree (docs/product.md §6). */}
        {isDevOrOwner && (
          <Group>
            <Checkbox label="Owner group (passes every check)" checked={isOwner} onChange={(event) => setIsOwner(event.currentTarget.checked)} />
            <Checkbox label="Developer group (passes every check)" checked={isDev} onChange={(event) => setIsDev(event.currentTarget.checked)} />
          </Group>
        )}
        <Text size="sm" c="dimmed">
          You can grant only rights you have yourself.
        </Text>
        <ScrollArea.Autosize mah="55vh" type="auto">
          <PermissionTreeField value={paths} onChange={setPaths} disabled={isOwner || isDev} />
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit a permission group (docs/product.md §2 /settings/groups). */
export function GroupDialog({ opened, group, onClose }: GroupDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={group ? `Edit group ${group.name}` : "Add group"}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened && <GroupForm key={group?.id ?? "new"} group={group} onClose={onClose} />}
    </Modal>
  );
}
