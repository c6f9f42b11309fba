import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { can, UserStatus, type Employee } from "@washdesk/domain";
import { useParams } from "react-router";
import { formatDateTimeAt } from "../../components/shop-dates";
import { serverFieldErrors } from "../../components/server-field-errors";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { EmployeeForm } from "./employee-form";
import { updateOf, valuesOfEmployee } from "./employee-form-values";
import { useInviteEmployee, useUpdateEmployee } from "./employee-mutations";
import { useEmployee, useGroups } from "./employee-queries";
import { useEmployeePhoto } from "./use-employee-photo";

function InviteLine({ employee }: { employee: Employee }) {
  const invite = useInviteEmployee(employee.id);
  const utility = useSessionStore(sessionSelectors.utility);
  const mayInvite = employee.status === UserStatus.NOT_USER || employee.status === UserStatus.INVITED;
  if (!mayInvite) return null;
  return (
    <Group gap="sm">
      {employee.inviteExpiresAt && (
        <Text size="sm" c="dimmed">
          Invitation open until {formatDateTimeAt(employee.inviteExpiresAt, utility?.timeZone)}.
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconMail size={16} aria-hidden />}
        loading={invite.isPending}
        onClick={() => invite.mutate()}
        disabled={!employee.email}
      >
        {employee.status === UserStatus.INVITED ? "Send the invitation again" : "Invite to sign in"}
      </Button>
    </Group>
  );
}

/** docs/product.md §2 /settings/users/:employeeID. */
export default function EditEmployeePage() {
  const { employeeID: id = "" } = useParams();
  const group = useSessionStore(sessionSelectors.group);
  const employee = useEmployee(id);
  const groups = useGroups();
  const update = useUpdateEmployee(id);
  const { photoToSend, uploading } = useEmployeePhoto();
  const showPay = can(group, "payroll.details");
  if (!employee.data || !groups.data) return <Loader aria-label="Loading" />;
  const saved = employee.data;
  return (
    <Stack gap="md">
      <InviteLine employee={saved} />
      <EmployeeForm
        key={saved.updatedAt}
        mode="edit"
        initialValues={valuesOfEmployee(saved)}
        groups={groups.data}
        showPay={showPay && saved.pay !== undefined}
        savedImage={saved.image}
        saving={update.isPending || uploading}
        onSubmit={async (values, photo) => {
          try {
            const image = await photoToSend(photo);
            await update.mutateAsync(updateOf(values, showPay && saved.pay !== undefined, image));
          } catch (error) {
            return serverFieldErrors(error, "employee");
          }
        }}
      />
    </Stack>
  );
}
