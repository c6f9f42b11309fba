import { expect, test, type Page } from "@playwright/test";
import { api } from "./api";
import { axeFindings } from "./axe";
import { OWNER, signIn, storedToken } from "./sign-in";
import { startSmsProvider } from "./sms-provider";

// docs/product.md §2 Inbox, Marketing and Reviews, with a local SMS provider speaking Twilio's
// protocol (./sms-provider.ts): a customer's text appears in the open inbox and staff answer it,
// the carrier's report turns it Delivered; a STOP opts the customer out and a campaign to their
// segment skips them; a completed sale brings a review request whose 5 stars show on the reviews screen.

const stamp = Date.now().toString().slice(-7);
// The shop's SMS account as the fake provider knows it (System Settings › Utility, through its API).
const account = { accountSid: `ACjourneys${stamp}`, authToken: `journeys-sms-token-${stamp}`, from: "+15550100200" };
// Two customers with texts on, each with a van and no visit yet: the campaign's segment holds both.
const texter = { name: `Sam Texter ${stamp}`, phone: `556${stamp}` };
const rater = { name: `Rita Rater ${stamp}`, phone: `558${stamp}` };

interface ReviewSettings {
  delayHours: number;
  cooldownDays: number;
  publicReviewUrl: string;
}

test.use({ bypassCSP: true });

/** Whether the shop's clock is well inside the campaigns' sending window (8 am to 9 pm), where a campaign text goes at once. */
async function insideSendingWindow(page: Page, token: string): Promise<boolean> {
  const session = await api<{ utility: { timeZone: string } }>(page.request, token, "GET", "/api/session");
  const wall = new Intl.DateTimeFormat("en-GB", { timeZone: session.utility.timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(),
  );
  return wall >= "08:01" && wall < "20:58";
}

test("a text from a customer shows in the open inbox, the reply is delivered, STOP keeps them out of a campaign, and a sale's review request comes back rated 5 stars", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER);
  const token = await storedToken(page);
  const sms = await startSmsProvider(baseURL!, account, stamp);
  const reviewSettings = await api<ReviewSettings>(page.request, token, "GET", "/api/settings/reviews");
  await api(page.request, token, "PATCH", "/api/settings/message-providers", { sms: { ...account, baseUrl: sms.baseUrl } });
  try {
    const customerOf = (who: { name: string; phone: string }, tag: string) =>
      api<{ id: string }>(page.request, token, "POST", "/api/customers", {
        customer: {
          name: who.name,
          phone: who.phone,
          alert: { sms: true, email: false, noReviewSms: false },
          vehicles: [{ type: "Van", make: "Ford", model: "Transit", year: "2021", colorCode: "#FFFFFF", tag }],
        },
      });
    const texterId = (await customerOf(texter, `ST${stamp}`)).id;
    const raterId = (await customerOf(rater, `RR${stamp}`)).id;

    // 1. The inbox is open when the customer's text comes in: it appears without a reload.
    await page.goto("/managements/inbox");
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Conversations", exact: true }).getByText(/Loading conversations/)).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
    const question = `Is the van wash open on Sunday? ${stamp}`;
    await sms.textFrom(texter.phone, question);
    const conversation = page.getByRole("navigation", { name: "Conversation list" }).getByRole("link").filter({ hasText: texter.name });
    await expect(conversation).toContainText(question, { timeout: 15_000 });
    await expect(conversation.getByLabel("1 unread")).toBeVisible();
    await conversation.click();
    const thread = page.getByRole("region", { name: "Conversation", exact: true });
    await expect(thread.getByRole("heading", { name: texter.name })).toBeVisible();
    await expect(thread.getByRole("listitem", { name: "Received text" }).filter({ hasText: question })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Staff answer; the provider gets the text with the address for its delivery reports.
    const answer = `Yes, 9 to 5 on Sundays. ${stamp}`;
    await thread.getByRole("textbox", { name: "Reply" }).fill(answer);
    await thread.getByRole("button", { name: "Send", exact: true }).click();
    const sentBubble = thread.getByRole("listitem", { name: "Sent text" }).filter({ hasText: answer });
    await expect(sentBubble).toBeVisible();
    await expect.poll(() => sms.sentTo(texter.phone).find((text) => text.body.includes(answer)), { timeout: 20_000 }).toBeTruthy();
    const reply = sms.sentTo(texter.phone).find((text) => text.body.includes(answer))!;
    // The shop has stored the provider's message id once the text reads Queued (the provider's first word).
    await expect
      .poll(async () => {
        const shown = await api<{ messages: { body: string; status: string | null }[] }>(page.request, token, "GET", `/api/inbox/conversations/${texterId}`);
        return shown.messages.find((message) => message.body.includes(answer))?.status;
      })
      .toBe("queued");
    await expect(sentBubble.getByText("Delivered", { exact: true })).toHaveCount(0);
    await sms.report(reply, "delivered");
    await expect(sentBubble.getByText("Delivered", { exact: true })).toBeVisible();
    expect.soft(await axeFindings(page, "/managements/inbox/:customer"), "the inbox").toEqual([]);

    // 2. STOP: the customer is opted out at once (the open thread says so) and told once.
    await sms.textFrom(texter.phone, "STOP");
    await expect(thread.getByText("Opted out of texts")).toBeVisible();
    await expect.poll(() => sms.sentTo(texter.phone).length, { timeout: 20_000 }).toBe(2);

    // A text campaign to vans never seen yet, whether or not they opted in: both customers are in it.
    const campaign = `Van week ${stamp}`;
    const offer = `Vans wash for $20 this week. ${stamp}`;
    await page.goto("/managements/marketing");
    await expect(page.getByRole("heading", { level: 1, name: "Marketing" })).toBeVisible();
    await page.getByRole("button", { name: "New campaign" }).click();
    const composer = page.getByRole("dialog", { name: "New campaign" });
    await composer.getByRole("textbox", { name: /^Campaign name/ }).fill(campaign);
    await composer.getByRole("textbox", { name: "Visits, at most" }).fill("0");
    await composer.getByRole("combobox", { name: "Vehicle type" }).click();
    await page.getByRole("option", { name: "Van", exact: true }).click();
    await composer.getByRole("checkbox", { name: "Only customers who opted in on this channel" }).uncheck();
    await composer.getByRole("textbox", { name: /^Message/ }).fill(offer);
    await expect(composer.getByLabel("Preview")).toHaveText(`${offer}\nReply STOP to opt out`);
    const matching = composer.getByText(/customers match$/);
    await expect(matching).toBeVisible();
    expect(Number((await matching.textContent())!.replace(/\D/g, ""))).toBeGreaterThanOrEqual(2);
    await composer.getByRole("button", { name: "Send campaign" }).click();
    await expect(composer).toHaveCount(0);
    await expect(page.getByText("The campaign is on its way.")).toBeVisible();
    const results = page.getByRole("table", { name: "Campaigns" }).getByRole("row").filter({ hasText: campaign });
    await expect(results).toContainText(/Skipped: opted out [1-9]/, { timeout: 20_000 });

    // The skipped text is in the SMS log with its reason, never handed to the provider.
    await expect
      .poll(async () => {
        const log = await api<{ items: { recipient: string; body: string; status: string; lastError: string | null }[] }>(
          page.request,
          token,
          "GET",
          "/api/logs/sms?pageSize=100",
        );
        return log.items.find((item) => item.recipient === texter.phone && item.body.includes(offer));
      })
      .toMatchObject({ status: "not_sent", lastError: expect.stringContaining("opted out") as unknown });
    if (await insideSendingWindow(page, token)) {
      // Inside 8 am to 9 pm the campaign goes at once: the customer who did not opt out gets it.
      await expect.poll(() => sms.sentTo(rater.phone).some((text) => text.body.includes(offer)), { timeout: 20_000 }).toBe(true);
    }
    expect(sms.sentTo(texter.phone).filter((text) => text.body.includes(offer))).toEqual([]);

    // 3. A sale completed and paid by card: with no delay, the review job texts the request within seconds.
    await api(page.request, token, "PUT", "/api/settings/reviews", { ...reviewSettings, delayHours: 0 });
    const product = await api<{ id: string }>(page.request, token, "POST", "/api/products", {
      product: { kind: 2, name: `Van Wash ${stamp}`, code: `VAN-${stamp}`, price: 2500 },
    });
    await api(page.request, token, "POST", "/api/sales", {
      customerId: raterId,
      lines: [{ productId: product.id, quantity: 1 }],
      expectedAmount: 2500,
      payments: [{ method: 2, amount: 2500 }],
    });
    if (!(await insideSendingWindow(page, token))) {
      // Review texts keep to 8 am to 9 pm of the shop's clock: at night the request waits, scheduled,
      // on the reviews screen, and the customer's side is left to a run in the day.
      await page.goto("/managements/reviews");
      const waiting = page.getByRole("table", { name: "Review requests" }).getByRole("row").filter({ hasText: rater.name });
      await expect(waiting).toContainText("Scheduled");
      await page.waitForTimeout(5_000);
      await expect(waiting).toContainText("Scheduled");
      expect(sms.sentTo(rater.phone).some((text) => /\/review\//.test(text.body))).toBe(false);
      return;
    }
    const reviewLink = () =>
      sms
        .sentTo(rater.phone)
        .map((text) => /https?:\/\/\S+\/review\/[A-Za-z0-9_.-]+/.exec(text.body)?.[0])
        .find(Boolean) ?? "";
    await expect.poll(reviewLink, { timeout: 30_000 }).toMatch(new RegExp(`^${baseURL}/review/`));

    // The customer opens the link in a browser of their own, without signing in, and gives 5 stars.
    const customerContext = await browser.newContext({ bypassCSP: true });
    const customerPage = await customerContext.newPage();
    const comment = `Spotless van, quick service. ${stamp}`;
    try {
      await customerPage.goto(reviewLink());
      await expect(customerPage.getByRole("heading", { level: 1, name: /^How was your visit/ })).toBeVisible();
      expect.soft(await axeFindings(customerPage, "/review/:token"), "the review page").toEqual([]);
      await customerPage.getByRole("radio", { name: "5 stars" }).click();
      await customerPage.getByRole("textbox", { name: "Tell us more (optional)" }).fill(comment);
      await customerPage.getByRole("button", { name: "Send my rating" }).click();
      await expect(customerPage.getByRole("heading", { name: "Thank you for your feedback!" })).toBeVisible();
      await expect(customerPage.getByLabel("You gave 5 of 5 stars")).toBeVisible();
    } finally {
      await customerContext.close();
    }

    // The reviews screen shows the request rated, with its stars and comment.
    await page.goto("/managements/reviews");
    await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
    const rated = page.getByRole("table", { name: "Review requests" }).getByRole("row").filter({ hasText: rater.name });
    await expect(rated).toContainText("Rated");
    await expect(rated.getByRole("img", { name: "5 of 5 stars" })).toBeVisible();
    await expect(rated).toContainText(comment);
    expect.soft(await axeFindings(page, "/managements/reviews"), "the reviews screen").toEqual([]);
  } finally {
    // Back as it was for the journeys beside this one: no SMS account, the usual delay.
    await api(page.request, token, "PATCH", "/api/settings/message-providers", { sms: { accountSid: "", authToken: null, from: "", baseUrl: "" } });
    await api(page.request, token, "PUT", "/api/settings/reviews", reviewSettings);
    await sms.close();
  }
});
