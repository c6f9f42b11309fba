import { formatLT, paymentOriginLabels, vehicleTypeLabels, type PaymentOrigin, type VehicleType } from "@washdesk/domain";
import dayjs from "dayjs";

/** A payment's origin; none is a payment taken in the shop. */
export const originLabel = (origin: PaymentOrigin | null) => (origin === null ? "In the shop" : paymentOriginLabels[origin]);

/** A sale's vehicle type; none recorded reads as such. */
export const vehicleTypeLabel = (type: VehicleType | "") => (type === "" ? "No vehicle type" : vehicleTypeLabels[type]);

/** An hour of the day, 0–23, as the shop's clock reads it: "9:00 AM". */
export const hourLabel = (hour: number) => formatLT(`2000-01-01 ${String(hour).padStart(2, "0")}:00:00`);

/** A day on a chart's axis: "Mar 5". */
export const dayTick = (date: string) => dayjs(date).format("MMM D");

/** A month on a chart's axis and in a table: "Mar 2025". */
export const monthLabel = (date: string) => dayjs(date).format("MMM YYYY");
