import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Attachment, Product, ProductInput } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { deluxeWash } from "./product-test-data";

// The whole app renders (router, lazy pages, Mantine): on a busy machine that outlasts the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no object URLs (a browser makes one for a chosen picture's preview): lent per test.
const jsdomObjectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
  Object.assign(URL, jsdomObjectUrls);
});

const FOAM_PICTURE = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const stored: Attachment = {
  downloadURL: `/api/files/${FOAM_PICTURE}?exp=1780000000&sig=xyz`,
  thumbURL: `/api/files/${FOAM_PICTURE}/thumb?exp=1780000000&sig=xyz`,
  mimeType: "image/jpeg",
  originalName: "foam.jpg",
};
const jpeg = (name = "foam.jpg") => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: "image/jpeg" });

/**
 * The server of these tests. The upload answers when `releaseUpload` is called, so the test can
 * see what the form shows meanwhile; every request is recorded in order.
 */
function mockServer(product: Product = deluxeWash) {
  const calls: string[] = [];
  const saved: ProductInput[] = [];
  const uploads: FormData[] = [];
  let releaseUpload: () => void = () => undefined;
  const uploadDone = new Promise<void>((resolve) => (releaseUpload = resolve));
  mockFetch(async (url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    const method = init.method ?? "GET";
    calls.push(`${method} ${pathname}`);
    if (pathname === "/api/aws/files") {
      uploads.push(init.body as FormData);
      await uploadDone;
      return jsonResponse(envelope([stored]));
    }
    if (pathname === "/api/products/categories") return jsonResponse(envelope(["Washes"]));
    if ((pathname === "/api/products" && method === "POST") || (pathname === `/api/products/${product.id}` && method === "PATCH")) {
      saved.push((JSON.parse(String(init.body)) as { product: ProductInput }).product);
      return jsonResponse(envelope(product, { message: "Product saved." }));
    }
    if (pathname === `/api/products/${product.id}`) return jsonResponse(envelope(product));
    if (pathname === "/api/products") return jsonResponse(envelope({ items: [], total: 0, page: 1, pageSize: 25 }));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return { calls, saved, uploads, releaseUpload };
}

async function open(path: string) {
  useSessionStore.getState().setSession(signedInSession(ownerGroup));
  const rendered = renderApp(path);
  await screen.findByRole("button", { name: "Save product" });
  return rendered;
}

const picker = () => screen.getByLabelText<HTMLInputElement>("Image", { selector: "input" });
const textbox = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });

describe("the product image picker", { timeout: 30_000 }, () => {
  it("previews a chosen picture, uploads it on save with progress shown, then posts the product with its URL", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:foam-preview"), revokeObjectURL: vi.fn() });
    const { calls, saved, uploads, releaseUpload } = mockServer();
    const { user, router } = await open("/products/new");
    expect(screen.getByRole("img", { name: "No image for this product" })).toBeTruthy();

    await user.type(textbox("Name"), "Foam Wash");
    await user.type(textbox("Code"), "WASH-FOAM");
    await user.type(textbox("Price"), "18");
    await user.upload(picker(), jpeg());
    // The dropzone reads the chosen files asynchronously.
    expect((await screen.findByRole("img", { name: "Foam Wash" })).getAttribute("src")).toBe("blob:foam-preview");
    expect(screen.getByText(/foam\.jpg · 4 Bytes · uploaded when saved/)).toBeTruthy();
    // Choosing sends nothing: the upload waits for the save.
    expect(calls.filter((call) => call.includes("/aws/files"))).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Uploading image…"));
    expect(uploads[0]?.get("path")).toBe("/images/product");
    expect((uploads[0]?.get("files") as File).name).toBe("foam.jpg");
    releaseUpload();

    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(saved).toEqual([expect.objectContaining({ name: "Foam Wash", image: stored.downloadURL })]);
    // The upload first, then the product.
    expect(calls.filter((call) => call.startsWith("POST"))).toEqual(["POST /api/aws/files", "POST /api/products"]);
  });

  it("turns away a file that is not a JPEG, PNG or WebP picture, saying why", async () => {
    mockServer();
    await open("/products/new");
    // A picker filters by `accept`, a drop does not: let the file through to the dropzone's own check.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker(), new File(["GIF89a"], "spin.gif", { type: "image/gif" }));
    expect(await screen.findByText('"spin.gif" is not a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove image" })).toBeNull();
  });

  it("shows the saved picture on the edit screen and keeps it when the product is saved", async () => {
    const { saved, calls } = mockServer();
    const { user } = await open(`/products/edit/${deluxeWash.id}`);
    expect(screen.getByRole("img", { name: "Deluxe Wash" }).getAttribute("src")).toBe(deluxeWash.imageThumbURL);
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // Sent back as the server gave it; the server reads the file id from it.
    expect(saved[0]?.image).toBe(deluxeWash.image);
    expect(calls).not.toContain("POST /api/aws/files");
  });

  it("removes the saved picture with its button, and saves the product without one", async () => {
    const { saved } = mockServer();
    const { user } = await open(`/products/edit/${deluxeWash.id}`);
    await user.click(screen.getByRole("button", { name: "Remove image" }));
    expect(screen.getByRole("img", { name: "No image for Deluxe Wash" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove image" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.image).toBeNull();
  });
});
