import { fireEvent, screen, within } from "@testing-library/react";
import type { PermissionPath } from "@washdesk/domain";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithQuery } from "../../testing/render-with-query";
import { PermissionTreeField } from "./permission-tree-field";

function Harness({ initial }: { initial: PermissionPath[] }) {
  const [paths, setPaths] = useState(initial);
  return (
    <>
      <PermissionTreeField value={paths} onChange={setPaths} />
      <output aria-label="Granted">{paths.join(" ")}</output>
    </>
  );
}

// Found by their labels inside the branch's named group: role queries over ~120 checkboxes are slow in jsdom.
const branch = (name: string) => within(document.querySelector<HTMLElement>(`[role="group"][aria-label="${name}"]`)!);
const box = (group: string, name: string) => branch(group).getAllByLabelText<HTMLInputElement>(name)[0]!;

// The whole tree is ~120 Mantine checkboxes: rendering it under jsdom takes longer than the default allowance.
describe("the permission tree", { timeout: 40_000 }, () => {
  it("toggles every leaf of a branch, and shows a mixed branch as indeterminate", () => {
    renderWithQuery(<Harness initial={["customers.list"]} />);
    const customers = box("Customers", "Customers");
    expect(customers.checked).toBe(false);
    expect(customers.getAttribute("data-indeterminate")).toBe("true");

    fireEvent.click(customers);
    expect(screen.getByLabelText("Granted").textContent).toBe("customers.list customers.new customers.edit customers.delete customers.account");
    expect(customers.checked).toBe(true);
    expect(customers.getAttribute("data-indeterminate")).toBeNull();

    fireEvent.click(box("Customers", "Customers"));
    expect(screen.getByLabelText("Granted").textContent).toBe("");
  });

  it("marks the branches above a leaf as it is chosen", () => {
    renderWithQuery(<Harness initial={[]} />);
    fireEvent.click(box("POS", "List"));
    expect(screen.getByLabelText("Granted").textContent).toBe("sales.pos.list");
    expect(box("POS", "POS").getAttribute("data-indeterminate")).toBe("true");
    expect(box("Sales", "Sales").getAttribute("data-indeterminate")).toBe("true");
  });
});
