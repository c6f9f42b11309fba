import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { Link } from "react-router";

/** The catch-all of docs/product.md §2, reachable signed in or not. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = "Page not found · WashDesk";
  }, []);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">There is no screen at this address.</Text>
        <Button component={Link} to="/home">
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
