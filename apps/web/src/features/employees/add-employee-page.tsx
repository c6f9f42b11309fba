import { Loader } from "@mantine/core";
import { can } from "@washdesk/domain";
import { useNavigate } from "react-router";
import { serverFieldErrors } from "../../components/server-field-errors";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { EmployeeForm } from "./employee-form";
import { emptyEmployeeValues, inputOf } from "./employee-form-values";
import { useCreateEmployee } from "./employee-mutations";
import { useGroups } from "./employee-queries";
import { useEmployeePhoto } from "./use-employee-photo";

/** docs/product.md §2 /settings/users/add. */
export default function AddEmployeePage() {
  const group = useSessionStore(sessionSelectors.group);
  const groups = useGroups();
  const create = useCreateEmployee();
  const { photoToSend, uploading } = useEmployeePhoto();
  const navigate = useNavigate();
  const showPay = can(group, "payroll.details");
  if (!groups.data) return <Loader aria-label="Loading" />;
  const firstPlain = groups.data.find((g) => !g.isDev && !g.isOwner);
  return (
    <EmployeeForm
      mode="add"
      initialValues={emptyEmployeeValues(firstPlain?.id ?? "")}
      groups={groups.data}
      showPay={showPay}
      savedImage={null}
      saving={create.isPending || uploading}
      onSubmit={async (values, photo) => {
        try {
          const image = (await photoToSend(photo)) ?? null;
          await create.mutateAsync(inputOf(values, showPay, image));
          void navigate("/settings/users");
        } catch (error) {
          return serverFieldErrors(error, "employee");
        }
      }}
    />
  );
}
