import "./app/mantine-styles";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { firstRenderAfter } from "./app/first-render";
import { startLoading } from "./app/start-loading";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const started = startLoading(window.location.pathname);

firstRenderAfter(started, () => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
