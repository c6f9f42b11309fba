import { describe, expect, it } from "vitest";
import { OrderStatus } from "../enums";
import { permissionFromPaths, type PermissionPath } from "../permissions";
import { canSeeSale, canSeeSaleContacts, mayReceiptGoTo } from "./sale-visibility";

const group = (...paths: PermissionPath[]) => ({ isDev: false, isOwner: false, permission: permissionFromPaths(paths) });
const counterSale = { status: OrderStatus.Completed, registerSessionId: "drawer", deleted: false };
const backOffice = { status: OrderStatus.Completed, registerSessionId: null, deleted: false };
const openTicket = { status: OrderStatus.Pending, registerSessionId: null, deleted: false };
const deleted = { status: OrderStatus.Deleted, registerSessionId: "drawer", deleted: true };

describe("canSeeSale", () => {
  it("lets Sales List see every live sale, and only Deleted Sales List a deleted one", () => {
    const office = group("sales.list");
    expect([counterSale, backOffice, openTicket].every((sale) => canSeeSale(office, sale))).toBe(true);
    expect(canSeeSale(office, deleted)).toBe(false);
    expect(canSeeSale(group("sales.deleted.list"), deleted)).toBe(true);
  });

  it("lets the counter alone see its drawer's sales and the open tickets, not a paid back-office sale", () => {
    for (const counter of [group("sales.pos.list"), group("sales.pos.new")]) {
      expect(canSeeSale(counter, counterSale)).toBe(true);
      expect(canSeeSale(counter, openTicket)).toBe(true);
      expect(canSeeSale(counter, backOffice)).toBe(false);
      expect(canSeeSale(counter, deleted)).toBe(false);
    }
    expect(canSeeSale(group("sales.edit"), counterSale)).toBe(false);
    expect(canSeeSale(null, counterSale)).toBe(false);
  });
});

describe("contacts and receipt destinations", () => {
  it("shows contacts to those who list customers, and sends elsewhere only for those who edit sales", () => {
    expect(canSeeSaleContacts(group("customers.list"))).toBe(true);
    expect(canSeeSaleContacts(group("sales.pos.new"))).toBe(false);
    expect(mayReceiptGoTo(group("sales.pos.new"), "5550001111", "5550001111")).toBe(true);
    expect(mayReceiptGoTo(group("sales.pos.new"), "5559998888", "5550001111")).toBe(false);
    expect(mayReceiptGoTo(group("sales.pos.new"), "", "")).toBe(false);
    expect(mayReceiptGoTo(group("sales.edit"), "5559998888", "5550001111")).toBe(true);
  });
});
