/** Words of the register rules docs/product.md does not give (docs/product.md §5 has the shared ones). */
export const registerMessages = {
  registerRequired: "Choose a register.",
  alreadyOpen: "This register is already open.",
  sessionClosed: "This register is closed. Open a register to go on selling.",
  alreadyClosed: "This register was already closed.",
  notFound: "This register session does not exist.",
  registerNotFound: "This register does not exist.",
  nameTaken: "A register with this name already exists.",
  dropClosed: "This drop is closed. Reopen it first.",
  dropsRequired: "Choose at least one drop.",
  dropTooLarge: "A drop can't be more than the cash in the drawer.",
  /** In place of a figure the server leaves out on a blind count. */
  countedBlind: "Counted blind",
  /** Atop a blind day-end report: why the drawer's figures are missing. */
  blindReport: "This shop counts drawers blind: the drawer's cash figures and the money by payment method are shown to managers only.",
  /** In place of the money by payment method on a blind day-end report. */
  blindByMethod: "Shown to managers only.",
} as const;
