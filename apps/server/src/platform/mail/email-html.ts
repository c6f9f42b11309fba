import sanitizeHtml from "sanitize-html";
import { convert } from "html-to-text";
import { EDITOR_COLOURS } from "@washdesk/domain";

// What an e-mail the shop writes may hold: the rich-text editor's marks (paragraphs, headings,
// bold, italic, underline, strike, lists, quotes, preformatted text such as a receipt's columns,
// links, a colour of the palette) and nothing else.
// Anything a mail reader would run or fetch (scripts, styles, images, forms, event handlers,
// javascript: links) is dropped before the words are stored, and again cannot come back through
// a variable: values are escaped when the message is made.
const colour = new RegExp(`^(${EDITOR_COLOURS.join("|")})$`, "i");

const EMAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h1", "h2", "h3", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "blockquote", "pre", "code", "a", "span", "mark", "hr"],
  allowedAttributes: { a: ["href", "target", "rel"], span: ["style"], mark: ["style"] },
  allowedStyles: { span: { color: [colour] }, mark: { color: [colour] } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  // A link opens outside the mail reader's frame and tells the site nothing of where it came from.
  transformTags: { a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }) },
  disallowedTagsMode: "discard",
};

/** The shop's e-mail HTML cut down to the editor's safe subset. */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, EMAIL_HTML).trim();
}

/** The plain-text part every e-mail carries beside its HTML: paragraphs as lines, links written out, never wrapped (a link cut in two stops working). */
export function htmlToPlainText(html: string): string {
  return convert(html, { wordwrap: false, selectors: [{ selector: "a", options: { hideLinkHrefIfSameAsText: true } }] }).trim();
}
