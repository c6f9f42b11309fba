// What other features use of review requests: the sales feature schedules one when a sale completes,
// in the sale's transaction; the server's start runs the job that texts them.
export { scheduleReviewRequestIn, type CompletedSale } from "./review-schedule";
export { startReviewJob } from "./review-job";
export { reviewRoutes } from "./reviews.routes";
