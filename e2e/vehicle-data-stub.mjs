// A local stand-in for the vehicle-data service (NHTSA vPIC), so the browser journeys never reach
// the internet: GET /api/vehicles/getmodelsformakeyear/make/<make>/modelyear/<year>?format=json
// answers vPIC's JSON from the small table below; GET /health answers 200 for Playwright's wait.
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 3124);

/** Models per make, as vPIC names them; a related make's entry shows the exact-make filter at work. */
const models = {
  HONDA: ["Accord", "Civic", "CR-V", "HR-V", "Odyssey", "Pilot"],
  TOYOTA: ["Camry", "Corolla", "Highlander", "RAV4", "Sienna", "Tacoma"],
  FORD: ["Escape", "Explorer", "F-150", "Mustang"],
};
const related = { HONDA: { make: "HONDA MOTORCYCLES", model: "Gold Wing" } };

const path = /^\/api\/vehicles\/getmodelsformakeyear\/make\/([^/]+)\/modelyear\/(\d{4})$/;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/health") {
    response.end("ok");
    return;
  }
  const match = path.exec(url.pathname);
  if (request.method !== "GET" || !match) {
    response.statusCode = 404;
    response.end();
    return;
  }
  const make = decodeURIComponent(match[1]).trim().toUpperCase();
  const results = (models[make] ?? []).map((model) => ({ Make_ID: 1, Make_Name: make, Model_ID: 1, Model_Name: model }));
  const other = related[make];
  if (other) results.push({ Make_ID: 2, Make_Name: other.make, Model_ID: 2, Model_Name: other.model });
  response.setHeader("content-type", "application/json");
  response.end(
    JSON.stringify({
      Count: results.length,
      Message: "Response returned successfully",
      SearchCriteria: `Make:${make} | ModelYear:${match[2]}`,
      Results: results,
    }),
  );
});

server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
