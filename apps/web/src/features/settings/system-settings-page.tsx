import { Stack } from "@mantine/core";
import { can, type PermissionPath } from "@washdesk/domain";
import type { ComponentType } from "react";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { UtilitySection } from "./utility-section";
import { GeneralSection } from "./general-section";
import { PaymentProfileSection } from "./payment-profile-section";
import { LockedAccountsSection } from "./locked-accounts-section";
import { PayrollSection } from "./payroll-section";
import { MessageTemplatesSection } from "./message-templates-section";
import { ReviewSettingsSection } from "./review-settings-section";
import { AppointmentSettingsSection } from "./appointment-settings-section";

/** The sections of System Settings, each in a file of its own and shown to who may change it. */
const sections: { key: string; permission: PermissionPath; Section: ComponentType }[] = [
  { key: "general", permission: "settings.system.general", Section: GeneralSection },
  { key: "paymentProfile", permission: "settings.system.paymentProfile", Section: PaymentProfileSection },
  { key: "utility", permission: "settings.system.utility", Section: UtilitySection },
  { key: "messageTemplates", permission: "settings.system.utility", Section: MessageTemplatesSection },
  { key: "reviews", permission: "settings.system.utility", Section: ReviewSettingsSection },
  { key: "appointments", permission: "settings.system.utility", Section: AppointmentSettingsSection },
  { key: "payroll", permission: "settings.system.general", Section: PayrollSection },
  { key: "lockedAccounts", permission: "settings.users.list", Section: LockedAccountsSection },
];

/** docs/product.md §2 /settings/system: the shop's system settings, one section per concern. */
export default function SystemSettingsPage() {
  const group = useSessionStore(sessionSelectors.group);
  return (
    <Stack gap="md" maw={960}>
      {sections
        .filter((section) => can(group, section.permission))
        .map(({ key, Section }) => (
          <Section key={key} />
        ))}
    </Stack>
  );
}
