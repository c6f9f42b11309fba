import { describe, expect, it } from "vitest";
import { inboundIntent } from "./inbound-intent";

describe("what an inbound text asks for", () => {
  it("reads the carriers' keywords alone in the text, in any case and with punctuation", () => {
    for (const text of ["STOP", "stop", " Stop. ", "StopAll", "UNSUBSCRIBE", "cancel", "End", "QUIT!", "revoke", "optout"]) {
      expect(inboundIntent(text), text).toBe("optOut");
    }
    for (const text of ["START", "unstop", "Start!"]) expect(inboundIntent(text), text).toBe("optIn");
    for (const text of ["HELP", "help?", "Info"]) expect(inboundIntent(text), text).toBe("help");
  });

  it("takes plain-language requests to stop as an opt-out", () => {
    for (const text of [
      "stop texting me",
      "Please stop texting me!!",
      "Stop sending me these messages",
      "don't text me anymore",
      "Do not message me again",
      "please unsubscribe me",
      "opt me out",
      "Remove me from your list",
      "take me off your list please",
      "no more texts thanks",
      "Please stop",
      "STOP PLEASE",
      "stop it",
      "Stop 🙏",
    ]) {
      expect(inboundIntent(text), text).toBe("optOut");
    }
  });

  it("reads YES or Y alone, in any case and with punctuation, as confirming an appointment", () => {
    for (const text of ["YES", "yes", "Yes!", " y ", "Y.", '"yes"', "YES 👍"]) expect(inboundIntent(text), text).toBe("confirm");
    for (const text of ["yes please stop texting me", "yeah", "yes, but later", "Y not"]) expect(inboundIntent(text), text).not.toBe("confirm");
  });

  it("leaves everything else to the inbox, stopping by included", () => {
    for (const text of [
      "I'll stop by tomorrow at 10",
      "Can you stop the wax at the hood?",
      "Is the shop open until the end of the day?",
      "Thanks! Helpful as always",
      "Yes I will be late",
      "yes?? what time",
      "What time do you start on Saturday?",
      "help me find my receipt",
      "",
    ]) {
      expect(inboundIntent(text), text).toBe("message");
    }
  });
});
