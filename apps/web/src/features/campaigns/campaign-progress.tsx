import { Group, Progress, Stack, Text } from "@mantine/core";
import { campaignWords as words, type Campaign } from "@washdesk/domain";

const n = (value: number) => value.toLocaleString("en-US");

/** What became of a campaign's audience: a bar while it is sent, and the figures beside it. */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const p = campaign.progress;
  const settled = p.sent + p.failed;
  const messages = settled + p.queued;
  const share = messages === 0 ? 0 : Math.round((settled / messages) * 100);
  const skipped = [
    [words.progress.optedOut, p.optedOut],
    [words.progress.duplicate, p.duplicate],
    [words.progress.cap, p.cap],
  ] as const;
  return (
    <Stack gap={2}>
      {campaign.status !== "scheduled" && !campaign.finished && <Progress value={share} size="sm" aria-label={`${campaign.name}: ${share}% sent`} />}
      <Group gap="xs" wrap="wrap">
        <Text size="xs">
          {words.progress.sent} {n(p.sent)}
        </Text>
        <Text size="xs">
          {words.progress.delivered} {n(p.delivered)}
        </Text>
        <Text size="xs" c={p.failed > 0 ? "red" : undefined}>
          {words.progress.failed} {n(p.failed)}
        </Text>
        {p.queued > 0 && (
          <Text size="xs">
            {words.progress.queued} {n(p.queued)}
          </Text>
        )}
        {skipped
          .filter(([, count]) => count > 0)
          .map(([label, count]) => (
            <Text size="xs" c="dimmed" key={label}>
              {label} {n(count)}
            </Text>
          ))}
      </Group>
    </Stack>
  );
}
