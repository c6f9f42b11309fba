import { Button, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import {
  NotificationTrigger,
  TEMPLATE_SMS_MAX,
  TEMPLATE_TRIGGERS,
  TEMPLATE_VARIABLES,
  templateVariablesOf,
  type ReplyInput,
  type TemplateVariable,
} from "@washdesk/domain";
import { serverFieldErrors } from "../../components/server-field-errors";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { useReply } from "./inbox-queries";

/** Filled in by the server from the customer and the shop: not asked for. */
const FILLED: readonly TemplateVariable[] = ["customerName", "businessName", "businessPhone"];

const triggerOf = (value: string | null): NotificationTrigger | null => TEMPLATE_TRIGGERS.find((t) => String(t.value) === value)?.value ?? null;

/** The reply: words typed, or one of the shop's text templates with its values; the server renders the template. */
export function ReplyBox({ conversation }: { conversation: string }) {
  const [kind, setKind] = useState<"text" | "template">("text");
  const [body, setBody] = useState("");
  const [trigger, setTrigger] = useState<NotificationTrigger | null>(null);
  const [values, setValues] = useState<Partial<Record<TemplateVariable, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const reply = useReply(conversation);
  const { key, renew } = useIdempotencyKey();
  const asked = trigger === null ? [] : templateVariablesOf(trigger).filter((name) => !FILLED.includes(name));

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let input: ReplyInput;
    if (kind === "text") {
      if (body.trim() === "") return setError("Write the reply.");
      input = { kind, body };
    } else {
      if (trigger === null) return setError("Choose a template.");
      input = { kind, trigger, values: Object.fromEntries(asked.map((name) => [name, values[name] ?? ""])) };
    }
    setError(null);
    try {
      await reply.mutateAsync({ reply: input, idempotencyKey: key });
    } catch (failure) {
      const fields = serverFieldErrors(failure, "reply");
      setError(Object.values(fields)[0] ?? null);
      return;
    }
    renew();
    setBody("");
    setValues({});
  };

  return (
    <form onSubmit={send} aria-label="Reply to the conversation">
      <Stack gap="xs">
        <SegmentedControl
          size="xs"
          value={kind}
          onChange={(value) => {
            setKind(value === "template" ? "template" : "text");
            setError(null);
          }}
          data={[
            { value: "text", label: "Write a text" },
            { value: "template", label: "Use a template" },
          ]}
        />
        {kind === "text" ? (
          <Textarea
            label="Reply"
            placeholder="Your text to the customer"
            rows={3}
            maxLength={TEMPLATE_SMS_MAX}
            value={body}
            error={error}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setBody(value);
            }}
          />
        ) : (
          <>
            <Select
              label="Template"
              placeholder="Choose a text template"
              data={TEMPLATE_TRIGGERS.map((t) => ({ value: String(t.value), label: t.label }))}
              value={trigger === null ? null : String(trigger)}
              onChange={(value) => setTrigger(triggerOf(value))}
              error={error}
            />
            {asked.map((name) => (
              <TextInput
                key={name}
                size="xs"
                label={TEMPLATE_VARIABLES[name].label}
                value={values[name] ?? ""}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [name]: value }));
                }}
              />
            ))}
            {trigger !== null && (
              <Text size="xs" c="dimmed">
                The shop&apos;s template for this message is used, with the customer&apos;s name and the shop&apos;s filled in.
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
