import { BrowserRouter, useRoutes } from "react-router";
import { buildRouteObjects } from "./app-routes";
import { Providers } from "./providers";
// The declarative router: no screen uses loaders, actions or fetchers, and leaving the data
// router's machinery out of the entry saves ~16 kB gzip. Tests still drive a memory data router.
const routes = buildRouteObjects();

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
