import { Badge, Button, Grid, Group, Loader, Paper, Radio, Select, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import {
  defaultTemplate,
  escapeHtml,
  messages,
  messageTemplateProblems,
  renderTemplate,
  sampleTemplateValues,
  TEMPLATE_SMS_MAX,
  type MessageTemplate,
  type NotificationTrigger,
  type TemplateChannel,
} from "@washdesk/domain";
import { lazy, Suspense, useState } from "react";
import { serverFieldErrors } from "../../components/server-field-errors";
import { SettingsSection } from "./settings-section";
import { useMessageTemplates, useUpdateMessageTemplate } from "./message-templates-queries";

const EmailEditor = lazy(() => import("../../components/email-editor"));

const CHANNEL_LABELS: Record<TemplateChannel, string> = { sms: "Text (SMS)", email: "E-mail" };
/** A text message's segment: longer texts go as several, each billed. */
const SMS_SEGMENT = 160;

/**
 * System Settings › Message templates: the words sent on each notification trigger, by text and by
 * e-mail, each on or off. The variables the trigger offers are listed beside the editor, and a
 * preview fills them with sample values as the words are typed.
 */
export function MessageTemplatesSection() {
  const templates = useMessageTemplates();
  const [slot, setSlot] = useState<{ trigger: number; channel: TemplateChannel }>({ trigger: 5, channel: "sms" });
  const list = templates.data?.templates ?? [];
  const current = list.find((t) => t.trigger === slot.trigger && t.channel === slot.channel);
  const triggers = list.filter((t) => t.channel === "sms").map((t) => ({ value: String(t.trigger), label: t.label }));
  return (
    <SettingsSection
      title="Message templates"
      loadingLabel="message templates"
      query={templates}
      intro={
        <Text size="sm" c="dimmed">
          The words sent to customers on each event, by text and by e-mail. Variables in double braces, such as {"{{customerName}}"}, are filled in for each
          message.
        </Text>
      }
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Message"
          data={triggers}
          value={String(slot.trigger)}
          onChange={(value) => value && setSlot((s) => ({ ...s, trigger: Number(value) }))}
          allowDeselect={false}
          w="22rem"
        />
        <Radio.Group label="Sent by" value={slot.channel} onChange={(channel) => setSlot((s) => ({ ...s, channel: channel as TemplateChannel }))}>
          <Group gap="md" mt={8}>
            {(["sms", "email"] as const).map((channel) => (
              <Radio key={channel} value={channel} label={CHANNEL_LABELS[channel]} />
            ))}
          </Group>
        </Radio.Group>
      </Group>
      {current && <TemplateEditor key={`${current.trigger}-${current.channel}-${current.body}-${current.enabled}`} saved={current} />}
    </SettingsSection>
  );
}

function TemplateEditor({ saved }: { saved: MessageTemplate }) {
  const update = useUpdateMessageTemplate();
  const trigger = saved.trigger as NotificationTrigger;
  const channel = saved.channel;
  const [draft, setDraft] = useState({ enabled: saved.enabled, subject: saved.subject, body: saved.body });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unchanged = draft.enabled === saved.enabled && draft.subject === saved.subject && draft.body === saved.body;
  const defaults = defaultTemplate(trigger, channel);
  const isDefaultWords = draft.subject === defaults.subject && draft.body === defaults.body;

  const save = async () => {
    const problems = messageTemplateProblems(trigger, channel, draft);
    if (draft.body.trim() === "") problems.push({ field: "body", message: messages.required });
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ trigger, channel, body: draft });
    } catch (error) {
      setErrors(serverFieldErrors(error, ""));
    }
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Switch
              label="Send this message"
              checked={draft.enabled}
              onChange={(event) => {
                const enabled = event.currentTarget.checked;
                setDraft((d) => ({ ...d, enabled }));
              }}
              disabled={update.isPending}
            />
            {saved.isDefault && <Badge variant="light">Default words</Badge>}
          </Group>
          {channel === "email" && (
            <TextInput
              label="Subject"
              value={draft.subject}
              onChange={(event) => {
                const subject = event.currentTarget.value;
                setDraft((d) => ({ ...d, subject }));
              }}
              error={errors.subject}
              disabled={update.isPending}
              required
            />
          )}
          {channel === "sms" ? (
            <Textarea
              label="Text"
              value={draft.body}
              onChange={(event) => {
                const body = event.currentTarget.value;
                setDraft((d) => ({ ...d, body }));
              }}
              error={errors.body}
              description={smsLength(draft.body)}
              disabled={update.isPending}
              rows={4}
              required
            />
          ) : (
            <Suspense fallback={<Loader size="sm" aria-label="Loading the e-mail editor" />}>
              <EmailEditor
                label="E-mail"
                value={draft.body}
                onChange={(body) => setDraft((d) => ({ ...d, body }))}
                error={errors.body}
                disabled={update.isPending}
              />
            </Suspense>
          )}
          <Group>
            <Button variant="light" disabled={unchanged || update.isPending} loading={update.isPending} onClick={() => void save()}>
              Save template
            </Button>
            <Button
              variant="subtle"
              disabled={isDefaultWords || update.isPending}
              onClick={() => setDraft((d) => ({ ...d, subject: defaults.subject, body: defaults.body }))}
            >
              Restore the default words
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <div>
            <Title order={3} size="h6">
              Variables
            </Title>
            <Stack gap={2} mt={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {saved.variables.map((v) => (
                <Text key={v.name} size="sm" component="li">
                  <Text span ff="monospace">{`{{${v.name}}}`}</Text> {v.label}
                </Text>
              ))}
            </Stack>
          </div>
          <TemplatePreview channel={channel} subject={draft.subject} body={draft.body} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** "82 characters, 1 text" under the SMS field: a long text is sent, and billed, as several. */
function smsLength(body: string): string {
  const texts = Math.max(1, Math.ceil(body.length / SMS_SEGMENT));
  return `${body.length} of ${TEMPLATE_SMS_MAX} characters, ${texts} ${texts === 1 ? "text" : "texts"}`;
}

/** The message as a customer would get it, with sample values; an e-mail in a frame that runs nothing. */
function TemplatePreview({ channel, subject, body }: { channel: TemplateChannel; subject: string; body: string }) {
  const values = sampleTemplateValues();
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
      <Title order={3} size="h6" mb={4}>
        Preview with sample values
      </Title>
      {channel === "sms" ? (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {renderTemplate(body, values)}
        </Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {renderTemplate(subject, values)}
          </Text>
          <iframe
            title="Preview of the e-mail"
            sandbox=""
            srcDoc={`<!doctype html><html lang="en"><body style="font-family: sans-serif; font-size: 14px; margin: 8px">${renderTemplate(body, values, escapeHtml)}</body></html>`}
            style={{ width: "100%", minHeight: "12rem", border: "1px solid var(--mantine-color-gray-3)", background: "white" }}
          />
        </Stack>
      )}
    </Paper>
  );
}
