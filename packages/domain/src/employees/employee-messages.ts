/** The words the employee and group screens say before anything is sent. */
export const employeeMessages = {
  pin: "PIN must be 4 to 6 digits!",
  passwordsDiffer: "The two passwords are not the same.",
  taxNote: "Kept for your payroll provider. WashDesk does not work out or withhold taxes.",
  noSignIn: "Works with a PIN at the time clock; has no e-mail sign-in.",
} as const;
