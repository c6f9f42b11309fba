import { Badge, Button, Group, Input, PasswordInput, Stack, Text } from "@mantine/core";
import { secretSettingWords, type SecretChange, type SecretState } from "@washdesk/domain";
import { useId, useState } from "react";

export interface SecretFieldProps {
  label: string;
  description?: string;
  /** What the server says: set or not, never the value. */
  state: SecretState;
  /** The environment sets it: shown read-only. */
  setByServer?: boolean;
  /** The change to send: a new value, null to clear, undefined to keep. */
  value: SecretChange;
  onChange: (change: SecretChange) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * A write-only secret (docs/product.md §2 /settings/system): the browser never receives it, so the
 * field says "Set" or "Not set" and offers to replace or clear it; a secret the server's
 * environment sets reads "Set by the server" and cannot be changed here.
 */
export function SecretField({ label, description, state, setByServer = false, value, onChange, error, disabled }: SecretFieldProps) {
  const statusId = useId();
  const [replacing, setReplacing] = useState(false);
  const status = setByServer
    ? secretSettingWords.setByServer
    : value === null
      ? "Will be cleared"
      : state.isSet
        ? secretSettingWords.set
        : secretSettingWords.notSet;
  // A stored secret is replaced; one not yet stored is set.
  const setWord = state.isSet ? secretSettingWords.replace : secretSettingWords.set;

  if (setByServer || (!replacing && typeof value !== "string")) {
    return (
      <Input.Wrapper label={label} description={setByServer ? secretSettingWords.setByServerHint : description} error={error}>
        <Group gap="sm" mt={4}>
          <Badge id={statusId} variant="light" color={setByServer ? "gray" : state.isSet && value !== null ? "green" : "yellow"}>
            {status}
          </Badge>
          {!setByServer && (
            <>
              {/* The name starts with the button's own word (WCAG 2.5.3), then says which secret. */}
              <Button size="xs" variant="default" aria-label={`${setWord} ${label}`} disabled={disabled} onClick={() => setReplacing(true)}>
                {setWord}
              </Button>
              {state.isSet && value !== null && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`${secretSettingWords.clear} ${label}`}
                  disabled={disabled}
                  onClick={() => onChange(null)}
                >
                  {secretSettingWords.clear}
                </Button>
              )}
              {value === null && (
                <Button size="xs" variant="subtle" disabled={disabled} onClick={() => onChange(undefined)}>
                  {secretSettingWords.keep}
                </Button>
              )}
            </>
          )}
        </Group>
      </Input.Wrapper>
    );
  }
  return (
    <Stack gap={4}>
      <PasswordInput
        label={label}
        description={description}
        value={value ?? ""}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        disabled={disabled}
        autoComplete="off"
        data-autofocus
      />
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {state.isSet ? "The saved value stays until you save a new one." : "Not set yet."}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => {
            setReplacing(false);
            onChange(undefined);
          }}
        >
          {secretSettingWords.keep}
        </Button>
      </Group>
    </Stack>
  );
}

/** A plain value the server's environment sets: shown read-only with the reason. */
export function setByServerProps(setByServer: boolean) {
  return setByServer ? { readOnly: true, description: `${secretSettingWords.setByServer}. ${secretSettingWords.setByServerHint}` } : {};
}
