import { lazy, Suspense, useState } from "react";
import { Alert, Button, Group, Loader, Modal, Paper, Radio, SegmentedControl, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { campaignWords as words, emptyAudienceFilter, withOptOutLine, type AudienceFilter, type CampaignChannel } from "@washdesk/domain";
import { DateTimeField } from "../../components/date-time-picker";
import { serverFieldErrors } from "../../components/server-field-errors";
import { shopInstant } from "../../components/shop-dates";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { AudienceFields } from "./audience-fields";
import { useAudienceCount, useCreateCampaign } from "./campaign-queries";

// The editor is large: loaded only when an e-mail campaign is written.
const EmailEditor = lazy(() => import("../../components/email-editor"));

export interface CampaignComposerDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** docs/product.md §2 Marketing: who (filters, with a live count), what (a text or an e-mail), when (now or later). */
export function CampaignComposerDialog({ opened, onClose }: CampaignComposerDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={words.newCampaign} size="xl">
      {opened && <Composer onDone={onClose} />}
    </Modal>
  );
}

function Composer({ onDone }: { onDone: () => void }) {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [name, setName] = useState("");
  const [channel, setChannel] = useState<CampaignChannel>("sms");
  const [body, setBody] = useState("");
  const [subject, setSubject] = useState("");
  const [html, setHtml] = useState("");
  const [filter, setFilter] = useState<AudienceFilter>(emptyAudienceFilter);
  const [when, setWhen] = useState<"now" | "later">("now");
  const [sendAt, setSendAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [counted] = useDebouncedValue(filter, 300);
  const audience = useAudienceCount(channel, counted, true);
  const create = useCreateCampaign();
  const { key, renew } = useIdempotencyKey();

  const submit = async () => {
    if (when === "later" && !sendAt) {
      setErrors({ sendAt: "Choose a date and time." });
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync({
        body: { name, channel, body, subject, html, filter, sendAt: when === "later" && sendAt ? shopInstant(sendAt, timeZone) : null },
        idempotencyKey: key,
      });
      renew();
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, ""));
    }
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <TextInput label={words.name} value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} required w={280} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="campaign-channel">
            {words.channel}
          </Text>
          <SegmentedControl
            aria-labelledby="campaign-channel"
            value={channel}
            onChange={(value) => setChannel(value === "email" ? "email" : "sms")}
            data={[
              { value: "sms", label: words.channels.sms },
              { value: "email", label: words.channels.email },
            ]}
          />
        </Stack>
      </Group>

      <AudienceFields filter={filter} onChange={setFilter} errors={errors} />
      <Text size="sm" fw={600} aria-live="polite">
        {audience.data ? words.audienceCount(audience.data.count) : <Loader size="xs" aria-label="Counting the audience" />}
      </Text>

      {channel === "sms" ? (
        <Group align="flex-start" grow>
          <Textarea label={words.body} value={body} onChange={(event) => setBody(event.currentTarget.value)} error={errors.body} rows={4} required />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {words.preview}
            </Text>
            <Paper withBorder p="xs" aria-label={words.preview}>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {withOptOutLine(body)}
              </Text>
            </Paper>
            <Text size="xs" c="dimmed">
              {words.optOutShown}
            </Text>
          </Stack>
        </Group>
      ) : (
        <Stack gap="xs">
          <TextInput label={words.subject} value={subject} onChange={(event) => setSubject(event.currentTarget.value)} error={errors.subject} required />
          <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
            <EmailEditor label={words.body} value={html} onChange={setHtml} error={errors.html} />
          </Suspense>
          <Text size="xs" c="dimmed">
            {words.footerShown}
          </Text>
        </Stack>
      )}

      <Radio.Group label={words.when} value={when} onChange={(value) => setWhen(value === "later" ? "later" : "now")}>
        <Group mt={4}>
          <Radio value="now" label={words.sendNow} />
          <Radio value="later" label={words.schedule} />
        </Group>
      </Radio.Group>
      {when === "later" && <DateTimeField label={words.scheduledAt} value={sendAt} onChange={setSendAt} error={errors.sendAt} />}
      <Alert variant="light" p="xs">
        {words.windowHint}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={create.isPending}>
          {when === "now" ? words.send : words.schedule}
        </Button>
      </Group>
    </Stack>
  );
}
