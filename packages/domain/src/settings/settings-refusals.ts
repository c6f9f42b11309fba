import { refusalTable } from "../api/refusal";
import { generalSettingsWords } from "./general-settings";

/** The refusals of System Settings, each with its code ("settings.<name>"). */
export const settingsRefusals = refusalTable("settings", {
  /** A value the server's environment sets is changed there, not on the screen (docs/product.md §2). */
  setByServer: {
    kind: "conflict",
    message: (label: string) => `${label} is set by the server's environment and can only be changed there.`,
  },
  logoNotUploaded: { kind: "invalid", message: generalSettingsWords.logoNotUploaded, field: "logo" },
});
