import { describe, expect, it } from "vitest";
import { normalisedPathOf, normaliseRequestTarget } from "./request-path";

describe("the one spelling of a request path", () => {
  it("decodes percent-encoded letters, digits and -._~, and nothing else", () => {
    expect(normaliseRequestTarget("/%61pi/auth/%6Cogin")).toBe("/api/auth/login");
    expect(normaliseRequestTarget("/%41PI/x%2Dy%5Fz%7E%2e")).toBe("/API/x-y_z~.");
    expect(normaliseRequestTarget("/api/files/a%2Fb%20c%25")).toBe("/api/files/a%2Fb%20c%25");
    expect(normaliseRequestTarget("/api/%zz/%4")).toBe("/api/%zz/%4");
  });

  it("makes runs of slashes one, and resolves dot segments", () => {
    expect(normaliseRequestTarget("//api///session")).toBe("/api/session");
    expect(normaliseRequestTarget("/api/files/../session")).toBe("/api/session");
    expect(normaliseRequestTarget("/api/files/%2e%2e/%2E%2E/api/./session")).toBe("/api/session");
    expect(normaliseRequestTarget("/../../api/session")).toBe("/api/session");
    expect(normaliseRequestTarget("/api/sales/")).toBe("/api/sales/");
    expect(normaliseRequestTarget("/api/sales/.")).toBe("/api/sales/");
  });

  it("keeps the case and the query as they are", () => {
    expect(normaliseRequestTarget("/API/Session")).toBe("/API/Session");
    expect(normaliseRequestTarget("//api/x?next=//a/../b%61")).toBe("/api/x?next=//a/../b%61");
    expect(normaliseRequestTarget("/api//health#/../session")).toBe("/api/health#/../session");
  });

  it("reads an absolute target's path", () => {
    expect(normaliseRequestTarget("http://shop.test:3000//%61pi/session?x=1")).toBe("/api/session?x=1");
    expect(normaliseRequestTarget("https://shop.test")).toBe("/");
    expect(normaliseRequestTarget("*")).toBe("*");
    expect(normalisedPathOf("/%61pi/session?x=1")).toBe("/api/session");
  });
});
