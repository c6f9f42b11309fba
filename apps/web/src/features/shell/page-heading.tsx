import { Anchor, Breadcrumbs, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** Breadcrumb (Home / area / title) and the page title as the one h1. */
export function PageHeading({ area, title }: { area: string; title: string }) {
  return (
    <div>
      <Breadcrumbs aria-label="Breadcrumb" separator="/" mb={4}>
        <Anchor component={Link} to="/home" size="sm">
          Home
        </Anchor>
        {area !== "Home" && (
          <Text size="sm" c="dimmed">
            {area}
          </Text>
        )}
        <Text size="sm" c="dimmed" aria-current="page">
          {title}
        </Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {title}
      </Title>
    </div>
  );
}
