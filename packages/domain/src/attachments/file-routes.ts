import { defineRoutes } from "../api/route-contract";

/** Attachments (docs/product.md §7 POST /aws/files and "GET stored file"). */
export const fileRoutes = defineRoutes({
  // Each place narrows this further (the server's features/files/upload-places).
  upload: {
    method: "POST",
    path: "/api/aws/files",
    access: ["expenses.new", "expenses.edit", "purchases.new", "purchases.edit", "products.new", "products.edit", "settings.system.general"],
    multipart: true,
  },
  // Public to the guard because an <img> sends no headers: the signature in the URL (or a bearer
  // token allowed to see what the file belongs to) is checked by the route itself.
  file: { method: "GET", path: "/api/files/:id", access: "public" },
  thumb: { method: "GET", path: "/api/files/:id/thumb", access: "public" },
});
