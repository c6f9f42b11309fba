import { useState } from "react";
import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import { campaignWords as words, type Campaign } from "@washdesk/domain";
import { ListTable } from "../../components/list-table";
import { ListFooter } from "../../components/list-footer";
import { formatDateTimeAt } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useCampaigns } from "./campaign-queries";
import { CampaignProgress } from "./campaign-progress";
import { CampaignComposerDialog } from "./campaign-composer-dialog";
import { CampaignSettingsDialog } from "./campaign-settings-dialog";

const statusOf = (campaign: Campaign) => (campaign.finished ? words.done : words.statuses[campaign.status]);

/** /managements/marketing: the campaigns with their results, a new one, and the sending limits. */
export default function MarketingPage() {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [page, setPage] = useState(1);
  const [composing, setComposing] = useState(false);
  const [limits, setLimits] = useState(false);
  const campaigns = useCampaigns(page);
  const items = campaigns.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{words.campaigns}</Text>
        <Group gap="xs">
          <Button variant="default" onClick={() => setLimits(true)}>
            {words.settings}
          </Button>
          <Button onClick={() => setComposing(true)}>{words.newCampaign}</Button>
        </Group>
      </Group>
      <ListTable
        label={words.campaigns}
        minWidth={900}
        headers={["Campaign", words.channel, words.when, "Status", { title: words.progress.audience, align: "right" }, "Results"]}
        empty={items.length === 0}
        emptyText={campaigns.isPending ? "Loading…" : words.noCampaigns}
      >
        {items.map((campaign) => (
          <Table.Tr key={campaign.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {campaign.name}
              </Text>
              {campaign.createdBy && (
                <Text size="xs" c="dimmed">
                  {campaign.createdBy}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{words.channels[campaign.channel]}</Table.Td>
            <Table.Td>{formatDateTimeAt(campaign.sendAt, timeZone)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={campaign.finished ? "green" : campaign.status === "scheduled" ? "gray" : "blue"}>
                {statusOf(campaign)}
              </Badge>
            </Table.Td>
            <Table.Td ta="right">{campaign.progress.audience.toLocaleString("en-US")}</Table.Td>
            <Table.Td w={320}>
              <CampaignProgress campaign={campaign} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListFooter page={campaigns.data} onPage={setPage} noun="campaigns" current={page} />
      <CampaignComposerDialog opened={composing} onClose={() => setComposing(false)} />
      <CampaignSettingsDialog opened={limits} onClose={() => setLimits(false)} />
    </Stack>
  );
}
