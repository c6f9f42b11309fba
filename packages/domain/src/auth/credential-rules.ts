/** The shortest password a person may choose. */
export const PASSWORD_MIN_LENGTH = 8;

/** A PIN is this many digits. */
export const PIN_LENGTH = 4;
