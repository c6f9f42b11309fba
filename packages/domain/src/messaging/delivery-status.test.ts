import { describe, expect, it } from "vitest";
import { advanceDeliveryStatus, deliveryStatusOf } from "./delivery-status";

describe("a text's delivery status", () => {
  it("reads the provider's words", () => {
    expect(deliveryStatusOf("sending")).toBe("queued");
    expect(deliveryStatusOf("Delivered")).toBe("delivered");
    expect(deliveryStatusOf("undelivered")).toBe("undelivered");
    expect(deliveryStatusOf("receiving")).toBeNull();
  });

  it("only moves forward, whatever order the callbacks come in", () => {
    expect(advanceDeliveryStatus(null, "sent")).toBe("sent");
    expect(advanceDeliveryStatus("queued", "sent")).toBe("sent");
    expect(advanceDeliveryStatus("sent", "delivered")).toBe("delivered");
    expect(advanceDeliveryStatus("delivered", "sent")).toBe("delivered");
    expect(advanceDeliveryStatus("delivered", "queued")).toBe("delivered");
    expect(advanceDeliveryStatus("failed", "delivered")).toBe("failed");
  });
});
