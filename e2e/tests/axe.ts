import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// Every screen is checked against WCAG 2.0 and 2.1, levels A and AA, with axe-core injected into the page.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface Finding {
  screen: string;
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResults {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/**
 * The violations of the page as it is now, one line per rule. The app's security policy refuses
 * inline scripts it does not know: a journey using this runs with `bypassCSP: true`.
 */
export async function axeFindings(page: Page, screen: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  // A dialog still fading in has colours half-way to their own: checked once its transitions end.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
      }),
    WCAG_TAGS,
  );
  return (results as AxeResults).violations.map((v) => ({
    screen,
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => [n.target.map(String).join(" "), n.failureSummary?.split("\n").slice(1, 2).join("")].join(": ")),
  }));
}
