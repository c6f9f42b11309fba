// The Stripe fake as a process of its own, for the browser journeys (e2e/playwright.config.ts).
import { startFakeStripe } from "./fake-stripe";

const fake = await startFakeStripe({
  port: Number(process.env.PORT ?? 0),
  webhookUrl: process.env.WEBHOOK_URL ?? "http://127.0.0.1:3000/api/webhooks/stripe",
  webhookSecret: process.env.WEBHOOK_SECRET ?? "whsec_test_journeys",
});
console.log(`Stripe fake on ${fake.baseUrl}`);
