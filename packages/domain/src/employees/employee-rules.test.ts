import { describe, expect, it } from "vitest";
import { UserStatus } from "../enums";
import { defaultGroups, permissionFromPaths } from "../permissions";
import { canClockIn, canSignIn, endsLastOwner, mayGrant, namesList, rightsBeyond } from "./employee-rules";
import { employeeInputSchema, employeeListQuerySchema, pinSchema } from "./employee-schemas";
import { changePinSchema } from "../auth/auth-schemas";

const groupOf = (name: string) => defaultGroups.find((g) => g.name === name)!;
const plain = (paths: Parameters<typeof permissionFromPaths>[0]) => ({ permission: permissionFromPaths(paths), isDev: false, isOwner: false });

describe("who signs in and who clocks in", () => {
  it.each([
    [UserStatus.NOT_USER, false, true],
    [UserStatus.ACTIVE, true, true],
    [UserStatus.INACTIVE, false, false],
    [UserStatus.SUSPENDED, false, false],
    [UserStatus.INVITED, false, false],
    [UserStatus.TERMINATED, false, false],
  ])("status %i: sign in %s, clock in %s", (status, signIn, clockIn) => {
    expect(canSignIn(status)).toBe(signIn);
    expect(canClockIn(status)).toBe(clockIn);
  });
});

describe("nobody grants more than they have", () => {
  const manager = groupOf("Manager");
  it("lets a manager give the cashier group and refuses the owner group", () => {
    expect(mayGrant(manager, groupOf("Cashier"))).toBe(true);
    expect(mayGrant(manager, groupOf("Owner"))).toBe(false);
    expect(mayGrant(manager, groupOf("Developer"))).toBe(false);
    expect(mayGrant(manager, manager)).toBe(true);
  });

  it("names the rights a group has beyond the actor's", () => {
    expect(rightsBeyond(manager, plain(["sales.list", "settings.group.edit"]))).toEqual(["settings.group.edit"]);
    expect(mayGrant(manager, plain(["settings.group.edit"]))).toBe(false);
  });

  it("lets an owner or developer grant anything", () => {
    expect(mayGrant(groupOf("Owner"), groupOf("Developer"))).toBe(true);
    expect(mayGrant(groupOf("Developer"), groupOf("Owner"))).toBe(true);
  });
});

describe("the last active owner", () => {
  const owner = { status: UserStatus.ACTIVE, group: { isOwner: true } };
  it("cannot be demoted, suspended or terminated when alone", () => {
    expect(endsLastOwner(owner, { status: UserStatus.ACTIVE, group: { isOwner: false } }, 1)).toBe(true);
    expect(endsLastOwner(owner, { status: UserStatus.SUSPENDED, group: { isOwner: true } }, 1)).toBe(true);
    expect(endsLastOwner(owner, { status: UserStatus.TERMINATED, group: { isOwner: true } }, 1)).toBe(true);
  });
  it("can when another active owner remains, or when nothing changes", () => {
    expect(endsLastOwner(owner, { status: UserStatus.SUSPENDED, group: { isOwner: true } }, 2)).toBe(false);
    expect(endsLastOwner(owner, owner, 1)).toBe(false);
  });
});

describe("forms", () => {
  it("takes PINs of 4 to 6 digits", () => {
    expect(pinSchema().safeParse("1234").success).toBe(true);
    expect(pinSchema().safeParse("123456").success).toBe(true);
    expect(pinSchema().safeParse("123").error?.issues[0]?.message).toBe("PIN must be 4 to 6 digits!");
    expect(pinSchema().safeParse("1234567").success).toBe(false);
    expect(pinSchema().safeParse("12a4").success).toBe(false);
    expect(changePinSchema.safeParse({ currentPassword: "x", pin: "12345" }).success).toBe(true);
  });

  it("adds a crew member without e-mail, and refuses an active one at creation", () => {
    const groupId = "5f0c6c2e-1b7a-4a43-9d55-0a6b0b3c8f11";
    expect(employeeInputSchema.parse({ firstName: "Ana", lastName: "Ruiz", groupId, status: UserStatus.NOT_USER })).toMatchObject({ email: "", image: null });
    expect(employeeInputSchema.safeParse({ firstName: "Ana", lastName: "Ruiz", groupId, status: UserStatus.ACTIVE }).success).toBe(false);
  });

  it("reads the list's status from the query string", () => {
    expect(employeeListQuerySchema.parse({ status: "-1" }).status).toBe(UserStatus.NOT_USER);
    expect(employeeListQuerySchema.safeParse({ status: "8" }).success).toBe(false);
  });

  it("names a few people, then how many more", () => {
    expect(namesList(["A", "B"])).toBe("A, B");
    expect(namesList(["A", "B", "C", "D"], 2)).toBe("A, B and 2 more");
  });
});
