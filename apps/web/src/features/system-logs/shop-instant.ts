/** The shop's wall-clock "YYYY-MM-DD HH:mm:ss" as an ISO instant: the filter's times are read on the shop's clock, as the table shows them. */
export function shopInstant(wallClock: string, timeZone: string | undefined): string {
  const [date = "", time = "00:00:00"] = wallClock.split(" ");
  const asUtc = Date.parse(`${date}T${time}Z`);
  if (Number.isNaN(asUtc)) return "";
  // The zone's offset at that moment: what the shop's clock reads when UTC reads the wall-clock time.
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(asUtc));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const shown = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return new Date(asUtc - (shown - asUtc)).toISOString();
}
