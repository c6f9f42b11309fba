import { Alert, Button, Center, Image, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { formatMoney, payLinkWords } from "@washdesk/domain";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import { ApiError } from "../../api/api-error";

// What the two public pages a link opens share (a sale's invoice, a house account): loading the
// token's answer, asking again after the card page sends the customer back, the shop's heading and
// the Pay button. Outside sign-in, so every call is silent and not retried.

/** After Stripe sends the customer back, the webhook may land a moment later: ask again for a while. */
const CONFIRM_EVERY_MS = 2000;
const CONFIRM_TRIES = 15;

type Loaded<T> = { kind: "loading" } | { kind: "loaded"; data: T } | { kind: "refused"; message: string };

export interface PublicLinkPageProps<T> {
  /** "Invoice", "Account": the page's title and its heading when the link is refused. */
  title: string;
  /** Said when the link is refused for a reason the server does not put in words. */
  invalidText: string;
  maw: number;
  fetch: (token: string, signal: AbortSignal) => Promise<T>;
  children: (view: { token: string; data: T; justPaid: boolean }) => ReactNode;
}

/** A page a signed link opens (/pay/:token, /pay/account/:token). Back from the card page (?paid=1) it asks again until the payment is confirmed. */
export function PublicLinkPage<T extends { state: string }>({ title, invalidText, maw, fetch, children }: PublicLinkPageProps<T>) {
  const { token = "" } = useParams();
  const [search] = useSearchParams();
  const justPaid = search.get("paid") === "1";
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: "loading" });

  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        const data = await fetch(token, signal);
        setLoaded({ kind: "loaded", data });
        return data;
      } catch (error) {
        if (signal.aborted) return null;
        setLoaded({ kind: "refused", message: error instanceof ApiError && error.status !== 500 ? error.message : invalidText });
        return null;
      }
    },
    [token, fetch, invalidText],
  );

  useEffect(() => {
    document.title = `${title} · WashDesk`;
    const controller = new AbortController();
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const confirm = async () => {
      const data = await load(controller.signal);
      tries += 1;
      if (justPaid && data?.state === "open" && tries < CONFIRM_TRIES && !controller.signal.aborted) timer = setTimeout(() => void confirm(), CONFIRM_EVERY_MS);
    };
    void confirm();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [load, justPaid, title]);

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={maw}>
        {loaded.kind === "loading" && (
          <Center py="xl">
            <Loader aria-label={`Loading ${title.toLowerCase()}`} />
          </Center>
        )}
        {loaded.kind === "refused" && (
          <Stack gap="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Alert color="orange" variant="light" title="This link cannot be used" role="alert">
              {loaded.message}
            </Alert>
          </Stack>
        )}
        {loaded.kind === "loaded" && children({ token, data: loaded.data, justPaid })}
      </Paper>
    </Center>
  );
}

/** The shop's logo and name above what the link shows. */
export function ShopHeading({ shop }: { shop: { businessName: string; logoUrl: string } }) {
  return (
    <Stack gap={4} align="center">
      {shop.logoUrl && <Image src={shop.logoUrl} alt={`${shop.businessName} logo`} h={64} w="auto" fit="contain" />}
      <Text fw={600} size="lg">
        {shop.businessName}
      </Text>
    </Stack>
  );
}

/** "Pay $…": opens the processor's card page, or says why it can't (no payment profile). */
export function CheckoutButton({ payable, balance, startCheckout }: { payable: boolean; balance: number; startCheckout: () => Promise<{ url: string }> }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!payable) {
    return (
      <Alert color="yellow" variant="light" title="Online payment not available" role="status">
        {payLinkWords.cannotPayOnline}
      </Alert>
    );
  }
  const pay = async () => {
    setPending(true);
    setFailure(null);
    try {
      const { url } = await startCheckout();
      window.location.assign(url);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "The card payment page could not be opened. Please try again.");
      setPending(false);
    }
  };
  return (
    <Stack gap="xs">
      {failure && (
        <Alert color="red" variant="light" title="Payment not started" role="alert">
          {failure}
        </Alert>
      )}
      <Button size="md" loading={pending} onClick={() => void pay()}>
        Pay {formatMoney(balance)}
      </Button>
    </Stack>
  );
}
