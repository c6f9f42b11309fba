import { readFileSync } from "node:fs";
import { Table } from "@mantine/core";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

  it("names each action in a tooltip as well as for screen readers", async () => {
    const { user } = renderWithProviders(<Vendors names={vendors} onEdit={() => {}} />);
    await user.hover(screen.getByRole("button", { name: "Edit Acme" }));
    expect((await screen.findByRole("tooltip")).textContent).toBe("Edit Acme");
  });

  describe("at narrow widths", () => {
    // jsdom applies no stylesheet by itself: the list's own rules are put in the page as the build does.
    let style: HTMLStyleElement;
    beforeEach(() => {
      style = document.createElement("style");
      style.textContent = readFileSync(`${import.meta.dirname}/list-table.css`, "utf8");
      document.head.append(style);
    });
    afterEach(() => style.remove());

    it("scrolls sideways inside its own region, which the keyboard can reach, instead of squeezing the columns", () => {
      renderWithProviders(<Vendors names={vendors} />);
      const region = screen.getByRole("region", { name: "Vendors" });
      expect(region.getAttribute("tabindex")).toBe("0");
      expect(within(region).getByRole("table", { name: "Vendors" })).toBeTruthy();
      // The table keeps its width (760 px, 47.5 rem) and the region scrolls over it.
      expect(region.style.getPropertyValue("--table-min-width")).toContain("47.5rem");
      expect(region.style.getPropertyValue("--table-overflow")).toBe("auto");
    });

    it("keeps the first column in place while the others scroll", () => {
      renderWithProviders(<Vendors names={vendors} />);
      const table = screen.getByRole("table", { name: "Vendors" });
      const [header, ...rows] = within(table).getAllByRole("row");
      for (const row of [header!, ...rows]) {
        const [first, second] = Array.from(row.children) as HTMLElement[];
        expect(getComputedStyle(first!).position).toBe("sticky");
        expect(getComputedStyle(first!).left).toBe("0px");
        expect(getComputedStyle(second!).position).not.toBe("sticky");
      }
    });

    it("leaves the empty row's single wide cell where it is", () => {
      renderWithProviders(<Vendors names={[]} />);
      const cell = screen.getByText("No vendors yet.").closest("td")!;
      expect(getComputedStyle(cell).position).not.toBe("sticky");
    });
  });
});
