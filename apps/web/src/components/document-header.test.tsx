import { Textarea } from "@mantine/core";
import { IconPrinter, IconTrash } from "@tabler/icons-react";
import { screen } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { DocumentHeader, HeaderAction, MoneyFigure } from "./document-header";
import { PricedDocumentLayout, SaveDocumentButton } from "./priced-document-layout";

describe("DocumentHeader", () => {
  it("shows the document's number, figures and actions in a named section", async () => {
    const onPrint = vi.fn();
    const { user } = renderWithProviders(
      <DocumentHeader
        label="Quote summary"
        title="Quote Q-3"
        badges={<span>Open</span>}
        subline="Jan 5, 2026 · Sam"
        figures={<MoneyFigure label="Total" value={1250} />}
        actions={
          <>
            <HeaderAction icon={IconPrinter} onClick={onPrint}>
              Print quote
            </HeaderAction>
            <HeaderAction icon={IconTrash} color="red" onClick={vi.fn()}>
              Delete
            </HeaderAction>
          </>
        }
      />,
    );
    const section = screen.getByRole("region", { name: "Quote summary" });
    expect(section.querySelector("h2")?.textContent).toBe("Quote Q-3");
    expect(screen.getByText("Open")).toBeTruthy();
    expect(screen.getByText("Jan 5, 2026 · Sam")).toBeTruthy();
    expect(screen.getByText("$12.50").tagName).toBe("STRONG");
    expect(screen.getByText(/^Total:/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Print quote" }));
    expect(onPrint).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
  });
});

function Editor({ readOnly, beforeNotes, onSave }: { readOnly: boolean; beforeNotes?: ReactNode; onSave: () => void }) {
  const [notes, setNotes] = useState("Waxed last time");
  return (
    <PricedDocumentLayout
      partyTitleId="sale-party-title"
      party={<span>Jane Doe</span>}
      lines={<section aria-label="Lines">two lines</section>}
      notes={notes}
      onNotesChange={setNotes}
      readOnly={readOnly}
      beforeNotes={beforeNotes}
      totals={<span>Total $12.50</span>}
    >
      <SaveDocumentButton saving={false} disabled={notes === ""} onSave={onSave}>
        Save changes
      </SaveDocumentButton>
    </PricedDocumentLayout>
  );
}

describe("PricedDocumentLayout", () => {
  it("heads the party section, keeps the notes beside the totals, and saves", async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(<Editor readOnly={false} onSave={onSave} />);
    expect(screen.getByRole("region", { name: "Customer and vehicle" }).textContent).toContain("Jane Doe");
    expect(screen.getByText("two lines")).toBeTruthy();
    expect(screen.getByText("Total $12.50")).toBeTruthy();
    const notes = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Notes" });
    expect(notes.maxLength).toBe(2000);
    await user.clear(notes);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save changes" }).disabled).toBe(true);
    await user.type(notes, "Hand dry");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSave).toHaveBeenCalledOnce();
  });

  it("reads only when the document may not change, and puts extra fields above the notes", () => {
    renderWithProviders(<Editor readOnly beforeNotes={<Textarea label="Valid until" />} onSave={vi.fn()} />);
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Notes" }).readOnly).toBe(true);
    const fields = screen.getAllByRole("textbox").map((field) => field.getAttribute("aria-label") ?? field.id);
    expect(fields).toHaveLength(2);
    expect(screen.getAllByRole("textbox")[0]).toBe(screen.getByRole("textbox", { name: "Valid until" }));
  });
});
