import { createBrowserRouter, RouterProvider } from "react-router";
import { buildRouteObjects } from "./app-routes";
import { Providers } from "./providers";

const router = createBrowserRouter(buildRouteObjects());

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
