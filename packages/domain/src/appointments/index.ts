export * from "./wall-clock";
export * from "./recurrence-occurrences";
export * from "./recurrence-end";
export * from "./appointment-duration";
export * from "./bay-capacity";
export * from "./free-slots";
export * from "./appointment-words";
