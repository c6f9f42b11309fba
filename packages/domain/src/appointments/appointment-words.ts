// Everything the appointment rules say to a person, in plain words.
import { weekdayLabels, type Weekday } from "../settings/general-settings";
import { formatWallTime } from "./wall-clock";

export const appointmentWords = {
  closedDay: (day: Weekday) => `We are closed on ${weekdayLabels[day]}s.`,
  outsideHours: (day: Weekday, opens: string, closes: string) =>
    `We are open ${formatWallTime(opens)} to ${formatWallTime(closes)} on ${weekdayLabels[day]}s. Choose a time within these hours.`,
  endsBeforeStart: "The appointment must end after it starts.",
  /** "All 3 bays are booked at 10:30 AM." */
  allBaysBooked: (bays: number, booked: number, time: string) =>
    booked > bays
      ? `${booked} appointments are already booked at ${time} for ${bays === 1 ? "1 bay" : `${bays} bays`}.`
      : bays === 1
        ? `The bay is booked at ${time}.`
        : `All ${bays} bays are booked at ${time}.`,
  bayBooked: (bay: string, time: string) => `${bay} is booked at ${time}.`,
  unknownBay: (bay: string) => `There is no bay named ${bay}.`,
  noBays: "No bays are set up. Set the number of bays in the settings first.",
  countTooSmall: "Repeat at least once.",
  untilBeforeFirst: "Choose an end date on or after the first appointment.",
};
