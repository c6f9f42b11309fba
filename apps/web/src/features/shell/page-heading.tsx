import { Anchor, Breadcrumbs, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** The breadcrumb's steps after Home: the area, unless the page is named like its area ("Customers" in Customers). */
export function breadcrumbSteps(area: string, title: string): string[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return area === "Home" || same(area, title) ? [title] : [area, title];
}

/** Breadcrumb (Home / area / title, never the same word twice in a row) and the page title as the one h1. */
export function PageHeading({ area, title }: { area: string; title: string }) {
  const steps = breadcrumbSteps(area, title);
  return (
    <div>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separator="/" mb={4}>
          <Anchor component={Link} to="/home" size="sm">
            Home
          </Anchor>
          {steps.map((step, index) => (
            <Text key={step} size="sm" c="dimmed" aria-current={index === steps.length - 1 ? "page" : undefined}>
              {step}
            </Text>
          ))}
        </Breadcrumbs>
      </nav>
      <Title order={1} size="h2">
        {title}
      </Title>
    </div>
  );
}
