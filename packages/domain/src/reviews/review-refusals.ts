import { refusalTable } from "../api/refusal";

/** Refusals of review requests and the public review page ("review.<name>"). */
export const reviewRefusals = refusalTable("review", {
  invalidLink: { kind: "notFound", message: "This review link is not valid. Please use the link from your text message." },
  expired: { kind: "conflict", message: "This review link has expired. Thank you for your visit!" },
  alreadyRated: { kind: "conflict", message: "You have already rated this visit. Thank you!" },
  notFound: { kind: "notFound", message: "This review request does not exist." },
  noPhone: { kind: "conflict", message: "This customer has no phone number to text." },
  tooMany: { kind: "tooMany", message: "Too many tries from this address. Please wait a minute and try again." },
});
