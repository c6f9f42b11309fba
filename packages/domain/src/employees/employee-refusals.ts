import { refusalTable } from "../api/refusal";

/** Every refusal of employees, with its code ("employee.<name>"); the server throws these. */
export const employeeRefusals = refusalTable("employee", {
  notFound: { kind: "notFound", message: "This employee does not exist." },
  emailTaken: { kind: "conflict", field: "email", message: "Another employee already uses this e-mail address." },
  emailRequired: { kind: "invalid", field: "email", message: "An employee who signs in needs an e-mail address." },
  groupNotFound: { kind: "invalid", field: "groupId", message: "This group does not exist." },
  privilegedTarget: { kind: "denied", message: "Only an owner or a developer can add or change an owner or a developer." },
  grantBeyond: {
    kind: "denied",
    field: "groupId",
    message: (group: string) => `You cannot put someone in the group ${group}: it has rights you do not have.`,
  },
  lastOwner: { kind: "conflict", message: "The shop must keep at least one active owner. Make someone else an owner first." },
  payDetailsDenied: { kind: "denied", message: "Only someone with the payroll details right can see or change pay." },
  terminateDenied: { kind: "denied", field: "status", message: "Only someone with the right to remove employees can terminate one." },
  statusNotSettable: { kind: "invalid", field: "status", message: "An employee becomes invited by being sent an invitation, and active by accepting it." },
  cannotInvite: { kind: "conflict", message: "Only someone without a sign-in, or still invited, can be sent an invitation." },
  photoNotUploaded: { kind: "invalid", field: "image", message: "Upload the photo first." },
});

/** The invitation link's refusals ("invite.<name>"), one answer whatever made the link unusable. */
export const inviteRefusals = refusalTable("invite", {
  unusable: { kind: "notFound", message: "This invitation link has expired or was already used. Ask a manager for a new one." },
});

/** Permission groups' refusals ("group.<name>"). */
export const groupRefusals = refusalTable("group", {
  notFound: { kind: "notFound", message: "This group does not exist." },
  nameTaken: { kind: "conflict", field: "name", message: "Another group already has this name." },
  grantBeyond: { kind: "denied", message: "You cannot give a group rights you do not have yourself." },
  flagsDenied: { kind: "denied", message: "Only an owner or a developer can make or change an owner or developer group." },
  inUse: { kind: "conflict", message: (names: string) => `This group cannot be deleted while people are in it: ${names}.` },
  lastOwnerGroup: { kind: "conflict", message: "The shop must keep at least one active owner. Make someone else an owner first." },
});
