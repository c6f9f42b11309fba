import { formatDisplayDate, formatLT } from "@washdesk/domain";

/** "2026-03-05 14:07:00" → "05 Mar, 2026 2:07 PM" (docs/product.md §9 display formats). */
export const purchaseDateLabel = (date: string) => `${formatDisplayDate(date)} ${formatLT(date)}`.trim();
