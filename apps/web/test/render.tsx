import { MantineProvider } from "@mantine/core";
import { render, type RenderOptions, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { JSXElementConstructor, ReactElement, ReactNode } from "react";

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
}

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/**
 * Renders `ui` inside MantineProvider (test env: no transitions, no portals) and returns a
 * user-event instance to drive it. An extra `wrapper` (router, query client…) goes inside Mantine.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const { wrapper: Inner, ...rest } = options;
  const Providers: Wrapper = ({ children }) => <MantineProvider env="test">{Inner ? <Inner>{children}</Inner> : children}</MantineProvider>;
  const user = userEvent.setup();
  return { user, ...render(ui, { ...rest, wrapper: Providers }) };
}
