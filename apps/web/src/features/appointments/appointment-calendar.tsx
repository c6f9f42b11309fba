import { Text } from "@mantine/core";
import { AppointmentStatus, appointmentStatusLabels, formatWallTime, SLOT_MINUTES, type AppointmentCalendar, type AppointmentItem } from "@washdesk/domain";
import dayjs from "dayjs";
import { useEffect, useRef, useState, type CSSProperties, type DragEvent } from "react";
import { AppointmentStatusBadges, isUnconfirmed, statusColor } from "./appointment-status";
import classes from "./appointment-calendar.module.css";
import { calendarLayout, minutesOf, timeOf, type CalendarColumn } from "./calendar-layout";

/** Pixels of one 15-minute row. */
const ROW_PX = 22;

/** Where a slot is: its date, its time on the shop's clock, and its bay (null: any). */
export interface SlotPlace {
  date: string;
  time: string;
  bay: string | null;
}

export interface AppointmentCalendarGridProps {
  calendar: AppointmentCalendar;
  dates: readonly string[];
  /** The shop's date and time now, for the now-line. */
  now: { date: string; time: string };
  onOpen: (item: AppointmentItem) => void;
  onBook: (place: SlotPlace) => void;
  /** Dropped on another slot: the new place (the bay only when the bays are named). */
  onMove: (item: AppointmentItem, place: SlotPlace) => void;
  onResize: (item: AppointmentItem, durationMinutes: number) => void;
}

const movable = (item: AppointmentItem) => item.status === AppointmentStatus.Pending;

interface Dragging {
  item: AppointmentItem;
  mode: "move" | "resize";
}

/** The day or the week by bay: 15-minute rows within business hours, blocks to open, drag or resize, empty slots to book. */
export function AppointmentCalendarGrid({ calendar, dates, now, onOpen, onBook, onMove, onResize }: AppointmentCalendarGridProps) {
  const layout = calendarLayout(calendar, dates);
  const dragging = useRef<Dragging | null>(null);
  const [dragActive, setDragActive] = useState(false);
  const [over, setOver] = useState<string | null>(null);
  const week = dates.length > 1;
  const hoursByDate = new Map(calendar.days.map((day) => [day.date, day]));

  const startDrag = (event: DragEvent, item: AppointmentItem, mode: Dragging["mode"]) => {
    event.stopPropagation();
    dragging.current = { item, mode };
    event.dataTransfer?.setData("text/plain", item.id);
    if (event.dataTransfer) event.dataTransfer.effectAllowed = "move";
    setDragActive(true);
  };
  const endDrag = () => {
    dragging.current = null;
    setDragActive(false);
    setOver(null);
  };
  const drop = (column: CalendarColumn, minutes: number) => {
    const drag = dragging.current;
    endDrag();
    if (!drag) return;
    const { item } = drag;
    if (drag.mode === "resize") {
      if (column.date !== item.date) return;
      const length = minutes + SLOT_MINUTES - minutesOf(item.time);
      if (length >= SLOT_MINUTES && length !== item.durationMinutes) onResize(item, length);
      return;
    }
    const place = { date: column.date, time: timeOf(minutes), bay: calendar.bayNamesSet ? column.bay : item.bay };
    if (place.date !== item.date || place.time !== item.time || place.bay !== item.bay) onMove(item, place);
  };

  // A bay's column stays wide enough for a block's time and name: a week of many bays scrolls
  // sideways (the times stay in view) rather than squeezing each word onto a line of its own.
  const template = `4.5rem repeat(${layout.columns.length}, minmax(${week ? "5.5rem" : "8rem"}, 1fr))`;
  const height = layout.rows * ROW_PX;
  const nowMinutes = minutesOf(now.time);
  const nowShown = dates.includes(now.date) && nowMinutes >= layout.startMinutes && nowMinutes <= layout.endMinutes;
  const firstColumnOf = new Set(dates.map((date) => layout.columns.findIndex((column) => column.date === date)));

  // A week wider than the screen opens on today's columns, not on Sunday's.
  const scroller = useRef<HTMLDivElement>(null);
  const todayShown = week && dates.includes(now.date);
  const weekStart = dates[0];
  useEffect(() => {
    const region = scroller.current;
    const first = region?.querySelector<HTMLElement>(`[data-column^="${now.date}|"]`);
    const gutter = region?.querySelector<HTMLElement>(`.${classes.gutter}`);
    if (region && first && todayShown) region.scrollLeft = first.offsetLeft - (gutter?.offsetWidth ?? 0);
  }, [todayShown, now.date, weekStart]);

  return (
    <div ref={scroller} className={classes.scroller} role="region" aria-label={week ? "Week by bay" : "Day by bay"} tabIndex={0}>
      <div className={`${classes.grid} ${dragActive ? classes.blocksPassThrough : ""}`} style={{ gridTemplateColumns: template }}>
        {week && (
          <>
            <div className={`${classes.header} ${classes.corner}`} />
            {dates.map((date) => {
              const span = layout.columns.filter((column) => column.date === date).length;
              return (
                <div key={date} className={`${classes.header} ${classes.dayHeader}`} style={{ gridColumn: `span ${span}` }}>
                  {dayjs(date).format("ddd D MMM")}
                  {hoursByDate.get(date)?.closed ? " · closed" : ""}
                </div>
              );
            })}
          </>
        )}
        <div className={`${classes.header} ${classes.corner}`} style={week ? { top: 26 } : undefined}>
          Time
        </div>
        {layout.columns.map((column) => (
          <div key={column.key} className={classes.header} style={week ? { top: 26 } : undefined} title={column.label}>
            {column.label}
          </div>
        ))}

        <div className={classes.gutter} style={{ height, gridColumn: 1, gridRow: week ? 3 : 2 }}>
          {Array.from({ length: layout.rows }, (_, row) => {
            const minutes = layout.startMinutes + row * SLOT_MINUTES;
            return minutes % 60 === 0 && row > 0 ? (
              <span key={row} className={classes.hourLabel} style={{ top: row * ROW_PX }}>
                {formatWallTime(timeOf(minutes))}
              </span>
            ) : null;
          })}
        </div>

        {layout.columns.map((column, columnIndex) => {
          const hours = hoursByDate.get(column.date);
          const opens = hours && !hours.closed ? minutesOf(hours.opens) : null;
          const closes = hours && !hours.closed ? minutesOf(hours.closes) : null;
          return (
            <div
              key={column.key}
              className={`${classes.column} ${firstColumnOf.has(columnIndex) && week ? classes.firstOfDay : ""}`}
              // Placed by hand, as the blocks are: left to the grid, a column would flow past a cell
              // a block already holds and land under the next bay's header.
              style={{ height, gridColumn: columnIndex + 2, gridRow: week ? 3 : 2 }}
              data-column={column.key}
            >
              {Array.from({ length: layout.rows }, (_, row) => {
                const minutes = layout.startMinutes + row * SLOT_MINUTES;
                const closed = opens === null || closes === null || minutes < opens || minutes >= closes;
                const key = `${column.key}|${minutes}`;
                return (
                  <div
                    key={row}
                    className={classes.cell}
                    style={{ height: ROW_PX }}
                    data-hour={minutes % 60 === 0}
                    data-closed={closed}
                    data-over={over === key}
                    data-slot={`${column.date} ${timeOf(minutes)} ${column.bay ?? ""}`.trim()}
                    onClick={() => onBook({ date: column.date, time: timeOf(minutes), bay: calendar.bayNamesSet ? column.bay : null })}
                    onDragOver={(event) => {
                      if (!dragging.current) return;
                      event.preventDefault();
                      if (over !== key) setOver(key);
                    }}
                    onDrop={(event) => {
                      event.preventDefault();
                      drop(column, minutes);
                    }}
                  />
                );
              })}
              {nowShown && column.date === now.date && (
                <div
                  className={classes.nowLine}
                  style={{ top: ((nowMinutes - layout.startMinutes) / SLOT_MINUTES) * ROW_PX }}
                  aria-hidden
                  data-testid="now-line"
                />
              )}
            </div>
          );
        })}

        {layout.blocks.map(({ item, column, row, rows }) => {
          const color = statusColor(item);
          // Laid over its column's cells in the same grid area, pushed down to its start.
          const style = {
            gridColumn: column + 2,
            gridRow: week ? 3 : 2,
            marginTop: row * ROW_PX + 1,
            height: rows * ROW_PX - 2,
            "--block-border": `var(--mantine-color-${color}-filled)`,
            "--block-background": `var(--mantine-color-${color}-1)`,
          } as CSSProperties;
          const canMove = movable(item);
          const end = timeOf(Math.min(24 * 60 - 1, minutesOf(item.time) + item.durationMinutes));
          return (
            <div
              key={item.id}
              className={classes.block}
              style={style}
              data-status={item.status}
              data-movable={canMove}
              data-appointment={item.id}
              draggable={canMove}
              onDragStart={(event) => startDrag(event, item, "move")}
              onDragEnd={endDrag}
            >
              <button type="button" className={classes.blockBody} onClick={() => onOpen(item)} aria-label={blockName(item, end)}>
                <Text span fz={11} fw={700} className={classes.strike}>
                  {formatWallTime(item.time)}–{formatWallTime(end)} {item.customer.name}
                </Text>
                {/* Spaces between the lines, so the words read apart wherever the text is taken whole. */}{" "}
                {item.vehicle && (
                  <Text span fz={11} display="block">
                    {item.vehicle.label}
                  </Text>
                )}{" "}
                <Text span fz={11} display="block" className={classes.strike}>
                  {item.services}
                </Text>{" "}
                <AppointmentStatusBadges item={item} size="xs" />
              </button>
              {canMove && (
                <div
                  className={classes.resize}
                  draggable
                  data-resize={item.id}
                  title="Drag to change the length"
                  aria-hidden
                  onDragStart={(event) => startDrag(event, item, "resize")}
                  onDragEnd={endDrag}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * What a screen reader hears of a block: its bay, then the words it shows in the order it shows them
 * (so the name holds the visible text, as speech input needs), then "Confirmed" for a Pending one
 * that is (its block shows no badge for that).
 */
function blockName(item: AppointmentItem, end: string): string {
  const shown = [
    `${formatWallTime(item.time)}–${formatWallTime(end)} ${item.customer.name}`,
    item.vehicle?.label,
    item.services,
    item.status === AppointmentStatus.Pending ? undefined : appointmentStatusLabels[item.status],
    isUnconfirmed(item) ? "Unconfirmed" : undefined,
    item.status === AppointmentStatus.Pending && item.confirmed ? "Confirmed" : undefined,
  ];
  const words = shown.filter((part): part is string => Boolean(part)).join(", ");
  return item.bay ? `${item.bay}: ${words}` : words;
}
