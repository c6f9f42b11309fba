import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { reviewRoutes, type ReviewListQuery } from "@washdesk/domain";
import { call } from "../../api/call";

export const reviewKeys = {
  all: ["reviews"] as const,
  list: (query: ReviewListQuery) => [...reviewKeys.all, "list", query] as const,
  summary: () => [...reviewKeys.all, "summary"] as const,
};

export function useReviews(query: ReviewListQuery) {
  return useQuery({
    queryKey: reviewKeys.list(query),
    queryFn: ({ signal }) => call(reviewRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewSummary() {
  return useQuery({ queryKey: reviewKeys.summary(), queryFn: ({ signal }) => call(reviewRoutes.summary, { signal }) });
}

/** A private answer by text; the list is read again so the row shows it was answered. */
export function useReplyToReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(reviewRoutes.reply, { params: { id }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
