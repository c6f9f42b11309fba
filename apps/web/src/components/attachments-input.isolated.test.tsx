import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Attachment } from "@washdesk/domain";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { uploadFiles } from "../api/upload-files";
import { envelope, jsonResponse, mockFetch } from "../testing/fetch-mock";
import { AttachmentsInput } from "./attachments-input";

afterEach(() => vi.unstubAllGlobals());

const png = (name = "receipt.png") => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: "image/png" });
const saved: Attachment = { downloadURL: "/api/files/a?sig=1", thumbURL: "/api/files/a/thumb?sig=1", mimeType: "application/pdf", originalName: "invoice.pdf" };

function Harness({ existing = [] as Attachment[] }) {
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState(existing);
  return <AttachmentsInput label="Attachments" value={files} onChange={setFiles} existing={kept} onExistingChange={setKept} maxSize={1024} />;
}

const input = () => screen.getByLabelText<HTMLInputElement>("Attachments", { selector: "input" });

describe("AttachmentsInput", () => {
  it("lists the chosen files with their size and removes one", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.upload(input(), [png("a.png"), png("b.png")]);
    const list = within(screen.getByRole("list", { name: "Chosen files" }));
    expect(list.getAllByRole("listitem").map((item) => item.getAttribute("aria-label"))).toEqual(["a.png", "b.png"]);
    expect(list.getAllByText("4 Bytes")).toHaveLength(2);
    await user.click(list.getByRole("button", { name: "Remove a.png" }));
    expect(list.getAllByRole("listitem").map((item) => item.getAttribute("aria-label"))).toEqual(["b.png"]);
  });

  it("turns away a file that is too large or not an image or PDF, saying why", async () => {
    const { user } = renderWithProviders(<Harness />);
    const big = new File([new Uint8Array(2048)], "big.png", { type: "image/png" });
    await user.upload(input(), big);
    expect(await screen.findByText('"big.png" is larger than 1 KB.')).toBeTruthy();
    // A picker filters by `accept`, a drop does not: let the text file through to the dropzone's own check.
    const userNoAccept = userEvent.setup({ applyAccept: false });
    await userNoAccept.upload(input(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText('"notes.txt" is not an image (JPEG, PNG, WebP, GIF) or a PDF.')).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Chosen files" })).toBeNull();
  });

  it("shows attachments already saved and lets them be removed", async () => {
    const { user } = renderWithProviders(<Harness existing={[saved]} />);
    const list = within(screen.getByRole("list", { name: "Chosen files" }));
    expect(list.getByText("invoice.pdf")).toBeTruthy();
    expect(list.getByText("Saved")).toBeTruthy();
    await user.click(list.getByRole("button", { name: "Remove invoice.pdf" }));
    expect(screen.queryByRole("list", { name: "Chosen files" })).toBeNull();
  });
});

describe("uploadFiles", () => {
  it("sends nothing when no file was chosen", async () => {
    const fetchMock = mockFetch(() => jsonResponse(envelope([])));
    expect(await uploadFiles([], "/attachments/expense")).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts repeated files parts and the path field, and answers the stored records", async () => {
    const fetchMock = mockFetch(() => jsonResponse(envelope([saved])));
    expect(await uploadFiles([png("a.png"), png("b.png")], "/attachments/purchase")).toEqual([saved]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/aws/files");
    expect(init?.method).toBe("POST");
    const form = init?.body as FormData;
    expect(form.get("path")).toBe("/attachments/purchase");
    expect(form.getAll("files").map((f) => (f as File).name)).toEqual(["a.png", "b.png"]);
    // The browser sets the multipart boundary itself.
    expect(new Headers(init?.headers).get("content-type")).toBeNull();
  });
});
