import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { databaseKindLabels, jobOutcomeLabels, type DeveloperOverview, type JobOutcome } from "@washdesk/domain";
import { formatDateTimeAt } from "../../components/shop-dates";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useDeveloperOverview, useDownloadBackup, useRebuildSummaries, useRetryFailedMessages, useRunJobs } from "./developer-queries";

const outcomeColours: Record<JobOutcome, string> = { succeeded: "green", failed: "red", running: "blue" };

function bytes(size: number): string {
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(0)} kB`;
  if (size < 1024 ** 3) return `${(size / 1024 ** 2).toFixed(1)} MB`;
  return `${(size / 1024 ** 3).toFixed(2)} GB`;
}

function duration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}

const every = (ms: number) => (ms >= 3_600_000 ? `${ms / 3_600_000} h` : ms >= 60_000 ? `${ms / 60_000} min` : `${ms / 1000} s`);

/** A figure and its name, read as a pair by screen readers too. */
function Figures({ rows }: { rows: [string, string][] }) {
  return (
    <Stack gap={4} component="dl" m={0}>
      {rows.map(([name, value]) => (
        <Group key={name} gap="xs" wrap="nowrap" align="baseline">
          <Text component="dt" c="dimmed" size="sm" w={150}>
            {name}
          </Text>
          <Text component="dd" m={0} size="sm">
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** docs/product.md §2 /dev: the running server at a glance, and the actions that move its background work along. */
export default function DeveloperPage() {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const overview = useDeveloperOverview();
  const retryKey = useIdempotencyKey();
  const retry = useRetryFailedMessages(retryKey.key);
  const runJobs = useRunJobs();
  const rebuild = useRebuildSummaries();
  const backup = useDownloadBackup();
  const at = (iso: string | null) => (iso ? formatDateTimeAt(iso, timeZone) : "—");

  const figures: DeveloperOverview | undefined = overview.data;
  if (!figures) return <Text>{overview.isError ? "The server's figures could not be read." : "Loading the server's figures…"}</Text>;
  const { database, outbox, jobs, realtime } = figures;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="Server">
          <Figures
            rows={[
              ["Version", figures.version],
              ["Build", figures.build ?? "not recorded"],
              ["Node.js", figures.node],
              ["Up for", duration(figures.uptimeSeconds)],
              ["Started", at(figures.startedAt)],
            ]}
          />
        </Section>
        <Section title="Database">
          <Figures
            rows={[
              ["Kind", databaseKindLabels[database.kind]],
              ["Size", bytes(database.sizeBytes)],
              ["Migrations applied", `${database.appliedMigrations}${database.latestMigration ? ` (latest ${database.latestMigration})` : ""}`],
              ["Migrations pending", String(database.pendingMigrations)],
            ]}
          />
          <Group>
            <Button variant="default" loading={backup.isPending} onClick={() => backup.mutate()}>
              Download backup
            </Button>
          </Group>
        </Section>
        <Section title="Outbox">
          <Figures
            rows={[
              ["Waiting", String(outbox.pending)],
              ["Failed", String(outbox.failed)],
              ["Oldest waiting", at(outbox.oldestPendingAt)],
              ...outbox.queues.map((q): [string, string] => [q.channel === "sms" ? "Texts" : "E-mails", `${q.pending} waiting, ${q.failed} failed`]),
            ]}
          />
          <Group>
            <Button
              variant="default"
              loading={retry.isPending}
              disabled={outbox.failed === 0}
              onClick={() => retry.mutate(undefined, { onSuccess: () => retryKey.renew() })}
            >
              Retry failed messages
            </Button>
          </Group>
        </Section>
        <Section title="Realtime">
          <Figures
            rows={[
              ["Connected screens", `${realtime.clients} on this server`],
              ["Shared", realtime.shared ? "with the other servers, through Redis" : "this server only"],
            ]}
          />
          <Group>
            <Button variant="default" loading={rebuild.isPending} onClick={() => rebuild.mutate()}>
              Rebuild report summaries
            </Button>
          </Group>
        </Section>
      </SimpleGrid>
      <Section title="Background jobs">
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label="Background jobs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Job</Table.Th>
                <Table.Th>Every</Table.Th>
                <Table.Th>Runs</Table.Th>
                <Table.Th>Last started</Table.Th>
                <Table.Th>Last finished</Table.Th>
                <Table.Th>Outcome</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>No background jobs run on this server.</Table.Td>
                </Table.Tr>
              )}
              {jobs.map((job) => (
                <Table.Tr key={job.name}>
                  <Table.Td>{job.name}</Table.Td>
                  <Table.Td>{every(job.intervalMs)}</Table.Td>
                  <Table.Td>{job.runs}</Table.Td>
                  <Table.Td>{at(job.lastStartedAt)}</Table.Td>
                  <Table.Td>{at(job.lastFinishedAt)}</Table.Td>
                  <Table.Td>
                    {job.outcome ? (
                      <Badge color={outcomeColours[job.outcome]} variant="light">
                        {jobOutcomeLabels[job.outcome]}
                      </Badge>
                    ) : (
                      "not run yet"
                    )}
                    {job.lastError && (
                      <Text size="xs" c="red.9">
                        {job.lastError}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button variant="default" loading={runJobs.isPending} onClick={() => runJobs.mutate()}>
            Run due jobs now
          </Button>
        </Group>
      </Section>
    </Stack>
  );
}
