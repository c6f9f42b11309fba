import { Table } from "@mantine/core";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { ListTable, RowActions } from "./list-table";

const vendors = ["Acme", "Globex"];

function Vendors({ names, onEdit, onDelete }: { names: string[]; onEdit?: (name: string) => void; onDelete?: (name: string) => void }) {
  return (
    <ListTable
      label="Vendors"
      minWidth={760}
      columns={2}
      empty={names.length === 0}
      emptyText="No vendors yet."
      head={
        <>
          <Table.Th>Company</Table.Th>
          <Table.Th>Actions</Table.Th>
        </>
      }
    >
      {names.map((name) => (
        <Table.Tr key={name}>
          <Table.Td>{name}</Table.Td>
          <Table.Td>
            <RowActions subject={name} onEdit={onEdit && (() => onEdit(name))} onDelete={onDelete && (() => onDelete(name))} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

describe("ListTable and RowActions", () => {
  it("names the table, heads its columns and lists the rows", () => {
    renderWithProviders(<Vendors names={vendors} />);
    const table = screen.getByRole("table", { name: "Vendors" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Company", "Actions"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByText("No vendors yet.")).toBeNull();
  });

  it("says so across the whole row when there is nothing to list", () => {
    renderWithProviders(<Vendors names={[]} />);
    const cell = screen.getByText("No vendors yet.").closest("td");
    expect(cell?.getAttribute("colspan")).toBe("2");
  });

  it("shows only the actions given, named after the row", async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { user, rerender } = renderWithProviders(<Vendors names={vendors} onEdit={onEdit} onDelete={onDelete} />);
    await user.click(screen.getByRole("button", { name: "Edit Globex" }));
    expect(onEdit).toHaveBeenCalledWith("Globex");
    await user.click(screen.getByRole("button", { name: "Delete Acme" }));
    expect(onDelete).toHaveBeenCalledWith("Acme");
    expect(screen.queryByRole("button", { name: /^View/ })).toBeNull();

    rerender(<Vendors names={vendors} />);
    expect(screen.queryByRole("button", { name: /^(Edit|Delete)/ })).toBeNull();
  });
});
