import { Box, Checkbox, Stack } from "@mantine/core";
import { allPermissionPaths, permissionTree, type PermissionPath } from "@washdesk/domain";

/** "dayEndReport" → "Day end report"; a few words read better spelt out. */
const spelt: Record<string, string> = { pos: "POS", pnl: "Profit and loss", timeClock: "Time clock", requiredPinToOthers: "Requires a PIN for others" };
export function permissionLabel(key: string): string {
  if (spelt[key]) return spelt[key];
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const leavesUnder = (prefix: string) => allPermissionPaths.filter((path) => path.startsWith(`${prefix}.`));

interface NodeProps {
  name: string;
  path: string;
  node: unknown;
  selected: ReadonlySet<PermissionPath>;
  onToggle: (paths: readonly PermissionPath[], on: boolean) => void;
  disabled: boolean;
}

function TreeNode({ name, path, node, selected, onToggle, disabled }: NodeProps) {
  if (node === true) {
    const leaf = path as PermissionPath;
    return (
      <Checkbox
        label={permissionLabel(name)}
        checked={selected.has(leaf)}
        disabled={disabled}
        onChange={(event) => onToggle([leaf], event.currentTarget.checked)}
      />
    );
  }
  const leaves = leavesUnder(path);
  const chosen = leaves.filter((leaf) => selected.has(leaf)).length;
  const all = chosen === leaves.length;
  return (
    <Box role="group" aria-label={permissionLabel(name)}>
      {/* A branch toggles every leaf below it; it shows a dash when only some are granted. */}
      <Checkbox
        label={permissionLabel(name)}
        fw={600}
        checked={all}
        indeterminate={chosen > 0 && !all}
        disabled={disabled}
        onChange={() => onToggle(leaves, !all)}
      />
      <Stack gap={4} pl="lg" pt={4}>
        {Object.entries(node as object).map(([key, child]: [string, unknown]) => (
          <TreeNode key={key} name={key} path={`${path}.${key}`} node={child} selected={selected} onToggle={onToggle} disabled={disabled} />
        ))}
      </Stack>
    </Box>
  );
}

export interface PermissionTreeFieldProps {
  value: readonly PermissionPath[];
  onChange: (paths: PermissionPath[]) => void;
  disabled?: boolean;
}

/** The whole permission tree of docs/product.md §6 as checkboxes, in the tree's order. */
export function PermissionTreeField({ value, onChange, disabled = false }: PermissionTreeFieldProps) {
  const selected = new Set(value);
  const toggle = (paths: readonly PermissionPath[], on: boolean) => {
    const next = new Set(selected);
    for (const path of paths) {
      if (on) next.add(path);
      else next.delete(path);
    }
    onChange(allPermissionPaths.filter((path) => next.has(path)));
  };
  return (
    <Stack gap="sm">
      {Object.entries(permissionTree).map(([key, node]: [string, unknown]) => (
        <TreeNode key={key} name={key} path={key} node={node} selected={selected} onToggle={toggle} disabled={disabled} />
      ))}
    </Stack>
  );
}
