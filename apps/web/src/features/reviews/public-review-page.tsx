import { useEffect, useState } from "react";
import { ActionIcon, Alert, Anchor, Button, Center, Group, Image, Loader, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";
import { useParams } from "react-router";
import { RATING_MAX, reviewRatingSchema, reviewRefusals, reviewRoutes, reviewWords, type PublicReview } from "@washdesk/domain";
import { call } from "../../api/call";
import { ApiError } from "../../api/api-error";

type Loaded = { kind: "loading" } | { kind: "loaded"; review: PublicReview } | { kind: "refused"; message: string };

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/**
 * /review/:token: the page a review request's text opens, outside sign-in. The customer gives 1 to
 * 5 stars and a comment, once; then, whatever the rating, the shop's public review page is offered
 * the same way to everyone (no review gating). Plain state, no query cache, its own chunk.
 */
export default function PublicReviewPage() {
  const { token = "" } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });

  useEffect(() => {
    document.title = "Rate your visit · WashDesk";
    const controller = new AbortController();
    call(reviewRoutes.open, { params: { token }, silent: true, retry: false, signal: controller.signal })
      .then((review) => setLoaded({ kind: "loaded", review }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ kind: "refused", message: error instanceof ApiError && error.status !== 500 ? error.message : reviewRefusals.invalidLink.message });
      });
    return () => controller.abort();
  }, [token]);

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={520}>
        {loaded.kind === "loading" && (
          <Center py="xl">
            <Loader aria-label="Loading the review page" />
          </Center>
        )}
        {loaded.kind === "refused" && (
          <Stack gap="md">
            <Title order={1} size="h2">
              Rate your visit
            </Title>
            <Alert color="orange" variant="light" title="This link cannot be used" role="alert">
              {loaded.message}
            </Alert>
          </Stack>
        )}
        {loaded.kind === "loaded" && <ReviewView token={token} review={loaded.review} onRated={(review) => setLoaded({ kind: "loaded", review })} />}
      </Paper>
    </Center>
  );
}

function ReviewView({ token, review, onRated }: { token: string; review: PublicReview; onRated: (review: PublicReview) => void }) {
  return (
    <Stack gap="md">
      <Group gap="sm">
        {review.shop.logoUrl && <Image src={review.shop.logoUrl} alt="" h={48} w="auto" fit="contain" />}
        <Text fw={700} size="lg">
          {review.shop.businessName}
        </Text>
      </Group>
      {review.rated ? <Thanks review={review} /> : <RatingForm token={token} review={review} onRated={onRated} />}
    </Stack>
  );
}

function RatingForm({ token, review, onRated }: { token: string; review: PublicReview; onRated: (review: PublicReview) => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const parsed = reviewRatingSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      onRated(await call(reviewRoutes.rate, { params: { token }, body: parsed.data, silent: true, retry: false }));
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : "Your rating could not be sent. Please try again." });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {review.customerName ? `How was your visit, ${review.customerName}?` : "How was your visit?"}
      </Title>
      <div role="radiogroup" aria-label="Your rating" aria-describedby={errors.rating ? "rating-error" : undefined}>
        <Group gap={4}>
          {STARS.map((stars) => {
            const filled = stars <= rating;
            return (
              <ActionIcon
                key={stars}
                role="radio"
                aria-checked={stars === rating}
                aria-label={`${stars} ${stars === 1 ? "star" : "stars"}`}
                variant="subtle"
                color="yellow"
                size={48}
                onClick={() => setRating(stars)}
              >
                {filled ? <IconStarFilled size={36} aria-hidden /> : <IconStar size={36} aria-hidden />}
              </ActionIcon>
            );
          })}
        </Group>
        {errors.rating && (
          <Text c="red" size="sm" id="rating-error">
            {errors.rating}
          </Text>
        )}
      </div>
      <Textarea
        label="Tell us more (optional)"
        minRows={4}
        value={comment}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setComment(value);
        }}
        error={errors.comment}
      />
      {errors.form && (
        <Alert color="orange" variant="light" role="alert">
          {errors.form}
        </Alert>
      )}
      <Button size="md" loading={sending} onClick={() => void submit()}>
        Send my rating
      </Button>
    </Stack>
  );
}

/** After the rating: thanks, and the same invitation to the public review page whatever the stars. */
function Thanks({ review }: { review: PublicReview }) {
  return (
    <Stack gap="md" role="status">
      <Title order={1} size="h2">
        {reviewWords.thanks}
      </Title>
      {review.rating !== null && (
        <Text aria-label={`You gave ${review.rating} of ${RATING_MAX} stars`} c="yellow.8" fz={28}>
          {"★".repeat(review.rating)}
          <Text span c="gray.4" inherit>
            {"★".repeat(RATING_MAX - review.rating)}
          </Text>
        </Text>
      )}
      {review.publicReviewUrl && (
        <>
          <Text>{reviewWords.invitePublic}</Text>
          <Anchor href={review.publicReviewUrl} target="_blank" rel="noopener noreferrer">
            {reviewWords.invitePublicButton}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
