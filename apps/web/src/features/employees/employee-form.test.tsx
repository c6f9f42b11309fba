import { fireEvent, screen, waitFor } from "@testing-library/react";
import { employeeMessages, UserStatus, type PermissionGroup } from "@washdesk/domain";
import { describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../testing/render-with-query";
import { EmployeeForm, type EmployeeFormProps } from "./employee-form";
import { emptyEmployeeValues } from "./employee-form-values";

const groups: PermissionGroup[] = [
  { id: "7c0f4a5e-1111-4000-8000-000000000001", name: "Crew", permission: {}, isDev: false, isOwner: false, members: 3 },
  { id: "7c0f4a5e-1111-4000-8000-000000000002", name: "Manager", permission: {}, isDev: false, isOwner: false, members: 1 },
];

function renderForm(showPay: boolean, onSubmit = vi.fn<EmployeeFormProps["onSubmit"]>(async () => undefined)) {
  renderWithQuery(
    <EmployeeForm
      mode="add"
      initialValues={emptyEmployeeValues(groups[0]!.id)}
      groups={groups}
      showPay={showPay}
      savedImage={null}
      saving={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe("the employee form", () => {
  it("labels every field, with pay and the tax note for who may see pay", () => {
    renderForm(true);
    for (const label of [
      "First name",
      "Last name",
      "E-mail",
      "Phone",
      "Group",
      "Status",
      "Hire date",
      "Termination date",
      "Pay type",
      "Rate",
      "Pay period",
      "Pay schedule",
      "Paid by",
      "Tax filing status",
    ]) {
      expect(screen.getAllByLabelText(new RegExp(`^${label}`)).length, label).toBeGreaterThan(0);
    }
    expect(screen.getByRole("checkbox", { name: "Exempt from overtime" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Receives tips" })).toBeTruthy();
    expect(screen.getByText(employeeMessages.taxNote)).toBeTruthy();
  });

  it("has no pay fields for who may not see pay", () => {
    renderForm(false);
    expect(screen.queryByLabelText(/^Rate/)).toBeNull();
    expect(screen.queryByText(employeeMessages.taxNote)).toBeNull();
    expect(screen.getByText("Pay is shown only to people with the payroll details right.")).toBeTruthy();
  });

  it("puts the domain's messages on the fields and sends nothing", async () => {
    const onSubmit = renderForm(true);
    fireEvent.click(screen.getByRole("button", { name: "Add employee" }));
    const first = screen.getByRole("textbox", { name: /^First name/ });
    await waitFor(() => expect(first.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("Field is required!").length).toBeGreaterThanOrEqual(2);
    fireEvent.change(first, { target: { value: "Ana" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Last name/ }), { target: { value: "Ruiz" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^E-mail/ }), { target: { value: "ana@" } });
    fireEvent.click(screen.getByRole("button", { name: "Add employee" }));
    expect(await screen.findByText("Not a valid email!")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a crew member without sign-in with their pay", async () => {
    const onSubmit = renderForm(true);
    fireEvent.change(screen.getByRole("textbox", { name: /^First name/ }), { target: { value: "Ana" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Last name/ }), { target: { value: "Ruiz" } });
    fireEvent.click(screen.getByRole("button", { name: "Add employee" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ firstName: "Ana", lastName: "Ruiz", status: UserStatus.NOT_USER, groupId: groups[0]!.id });
  });
});
