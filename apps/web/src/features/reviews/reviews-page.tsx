import { lazy, Suspense, useState } from "react";
import { Badge, Button, Grid, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { RATING_MAX, REVIEW_STATUSES, reviewStatusLabels, type ReviewListQuery, type ReviewRequest, type ReviewStatus } from "@washdesk/domain";
import { ListTable } from "../../components/list-table";
import { ChoiceFilter, FilterBar } from "../../components/filter-bar";
import { ListFooter } from "../../components/list-footer";
import { numberParam, pageParam, toSearchParams } from "../../components/list-params";
import { formatDateTimeAt } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useReviews, useReviewSummary } from "./review-queries";
import { ReviewStars } from "./review-stars";
import { ReplyDialog } from "./reply-dialog";

const ReviewTrendChart = lazy(() => import("./review-trend-chart"));

const PAGE_SIZE = 25;
const statusColour: Record<ReviewStatus, string> = { scheduled: "gray", sent: "blue", opened: "cyan", rated: "green", skipped: "orange" };
const statusOf = (value: string | null): ReviewStatus | null => REVIEW_STATUSES.find((status) => status === value) ?? null;
const STARS = [5, 4, 3, 2, 1] as const;
const starLabels: Record<number, string> = Object.fromEntries(STARS.map((stars) => [stars, `${stars} ${stars === 1 ? "star" : "stars"}`]));

/** docs/product.md §2 /managements/reviews: the requests texted after sales, their ratings and comments, the average and its trend, and a private reply. */
export default function ReviewsPage() {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const rating = numberParam(params, "rating");
  const list = {
    status: statusOf(params.get("status")),
    rating: rating !== null && rating >= 1 && rating <= RATING_MAX ? rating : null,
    page: pageParam(params),
  };
  const update = (changes: Partial<typeof list>) => setParams(toSearchParams({ ...list, page: 1, ...changes }), { replace: true });
  const query: ReviewListQuery = {
    ...(list.status && { status: list.status }),
    ...(list.rating && { rating: list.rating }),
    page: list.page,
    pageSize: PAGE_SIZE,
  };
  const reviews = useReviews(query);
  const items = reviews.data?.items ?? [];
  const [replying, setReplying] = useState<ReviewRequest | null>(null);

  return (
    <Stack gap="md">
      <ReviewSummaryPanel />
      <FilterBar busy={reviews.isFetching} busyLabel="Loading review requests">
        <ChoiceFilter
          label="Status"
          anyLabel="Any status"
          values={REVIEW_STATUSES}
          labels={reviewStatusLabels}
          value={list.status}
          onChange={(status) => update({ status })}
          w={160}
        />
        <ChoiceFilter
          label="Stars"
          anyLabel="Any rating"
          values={STARS}
          labels={starLabels}
          value={list.rating}
          onChange={(rating) => update({ rating })}
          w={140}
        />
      </FilterBar>
      <ListTable
        label="Review requests"
        minWidth={760}
        columns={6}
        empty={items.length === 0}
        emptyText={reviews.isPending ? "Loading review requests…" : "No review requests match these filters."}
        head={
          <>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th>Comment</Table.Th>
            <Table.Th>Reply</Table.Th>
          </>
        }
      >
        {items.map((request) => (
          <Table.Tr key={request.id}>
            <Table.Td>
              <Text size="sm">{request.customer.name}</Text>
              {request.saleNumber !== null && (
                <Text size="xs" c="dimmed">
                  Sale #{request.saleNumber}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Badge color={statusColour[request.status]} variant="light">
                {reviewStatusLabels[request.status]}
              </Badge>
              {request.skippedReason && (
                <Text size="xs" c="dimmed">
                  {request.skippedReason}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              {formatDateTimeAt(request.ratedAt ?? request.openedAt ?? request.sentAt ?? request.dueAt, timeZone)}
            </Table.Td>
            <Table.Td>
              <ReviewStars rating={request.rating} />
            </Table.Td>
            <Table.Td style={{ wordBreak: "break-word", maxWidth: 320 }}>{request.comment}</Table.Td>
            <Table.Td>
              {request.sentAt !== null && (
                <Button size="xs" variant="light" onClick={() => setReplying(request)} aria-label={`Reply to ${request.customer.name}`}>
                  {request.repliedAt ? "Reply again" : "Reply"}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListFooter page={reviews.data} noun="review requests" current={query.page} onPage={(page) => update({ page })} />
      <ReplyDialog request={replying} onClose={() => setReplying(null)} />
    </Stack>
  );
}

function ReviewSummaryPanel() {
  const summary = useReviewSummary();
  const data = summary.data;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Paper withBorder p="md" radius="md" h="100%" component="section" aria-labelledby="reviews-average">
          <Title order={2} size="h5" id="reviews-average">
            Average rating
          </Title>
          {data ? (
            <>
              <Text fz={32} fw={700} aria-live="polite">
                {data.average === null ? "No ratings yet" : `${data.average.toFixed(1)} ★`}
              </Text>
              <Text size="sm" c="dimmed">
                {data.ratedCount} rated · {data.openedCount} opened · {data.sentCount} sent
              </Text>
            </>
          ) : (
            <Loader size="sm" aria-label="Loading the average rating" />
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="reviews-trend">
          <Title order={2} size="h5" id="reviews-trend" mb="xs">
            Average by month
          </Title>
          {data && (
            <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
              <ReviewTrendChart trend={data.trend} />
            </Suspense>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
