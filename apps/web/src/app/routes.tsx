import type { ComponentType } from "react";
import type { PermissionPath } from "@washdesk/domain";
import { posStartRequests } from "../features/pos/pos-start-requests";
import type { EarlyQuery } from "./early-queries";

/** The navigation groups, in the order the menu shows them. */
export const areas = [
  "Home",
  "Sales",
  "Customers",
  "Catalog",
  "Expenses & purchases",
  "Payroll & time",
  "Management",
  "Reports",
  "Logs",
  "Settings",
  "Developer",
] as const;
export type Area = (typeof areas)[number];

/** Who may open a screen: any one of these permission paths, anyone signed in, or developers and owners only. */
export type RouteAccess = readonly PermissionPath[] | "signedIn" | "dev";

export type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  /** The route name of docs/product.md §2. */
  name: string;
  /** The page title (h1, breadcrumb, document title). */
  title: string;
  area: Area;
  permission: RouteAccess;
  /** The record's name travels in this query parameter and replaces the title (docs/product.md §2). */
  titleFromQuery?: "pn" | "cn" | "en";
  /** Listed in the navigation menu. */
  nav?: boolean;
  /** The menu's words where the title alone would read like another entry's ("Open Register", "Opened Register"). */
  menuLabel?: string;
  /** The page, loaded when first opened so the login screen stays small. */
  load: () => Promise<PageModule>;
  /** Requests the page makes first, started with the app when it opens on this page (start-loading.ts). */
  startRequests?: () => EarlyQuery[];
}

export const appRoutes: readonly AppRoute[] = [
  {
    path: "/home",
    name: "home",
    title: "Dashboard",
    area: "Home",
    permission: "signedIn",
    nav: true,
    load: () => import("../features/reports/dashboard-page"),
  },
  { path: "/profile", name: "profile", title: "Profile", area: "Home", permission: "signedIn", load: () => import("../features/profile/profile-page") },

  {
    path: "/sales/pos",
    name: "pos",
    title: "Point of Sale",
    area: "Sales",
    permission: ["sales.pos.new", "sales.pos.list"],
    nav: true,
    load: () => import("../features/pos/pos-page"),
    startRequests: posStartRequests,
  },
  {
    path: "/sales/pos/list",
    name: "posSales",
    title: "POS Sales",
    area: "Sales",
    permission: ["sales.pos.list"],
    nav: true,
    load: () => import("../features/pos/pos-sales-page"),
  },
  {
    path: "/sales/new",
    name: "newSale",
    title: "New Sale",
    area: "Sales",
    permission: ["sales.new"],
    nav: true,
    load: () => import("../features/sales/new-sale-page"),
  },
  {
    path: "/sales/list",
    name: "sales",
    title: "Sales",
    area: "Sales",
    permission: ["sales.list"],
    nav: true,
    load: () => import("../features/sales/sales-list-page"),
  },
  {
    path: "/sales/refunds",
    name: "refundSales",
    title: "Refunded Sales",
    area: "Sales",
    permission: ["sales.refund.list"],
    nav: true,
    load: () => import("../features/sales/refunds-page"),
  },
  {
    path: "/sales/deleted",
    name: "deletedSales",
    title: "Deleted Sales",
    area: "Sales",
    permission: ["sales.deleted.list"],
    nav: true,
    load: () => import("../features/sales/deleted-sales-page"),
  },
  {
    path: "/sales/:saleID",
    name: "editSale",
    title: "Edit Sale",
    area: "Sales",
    permission: ["sales.list", "sales.edit", "sales.deleted.list"],
    load: () => import("../features/sales/sale-page"),
  },
  {
    path: "/quotes",
    name: "quotes",
    title: "Quotes",
    area: "Sales",
    permission: ["quotes.list"],
    nav: true,
    load: () => import("../features/quotes/quotes-list-page"),
  },
  {
    path: "/quotes/new",
    name: "newQuote",
    title: "New Quote",
    area: "Sales",
    permission: ["quotes.new"],
    load: () => import("../features/quotes/new-quote-page"),
  },
  {
    path: "/quotes/:quoteID",
    name: "editQuote",
    title: "Edit Quote",
    area: "Sales",
    permission: ["quotes.list", "quotes.edit"],
    load: () => import("../features/quotes/quote-page"),
  },

  {
    path: "/customers",
    name: "customers",
    title: "Customers",
    area: "Customers",
    permission: ["customers.list"],
    nav: true,
    load: () => import("../features/customers/customers-page"),
  },
  {
    path: "/customers/:customer",
    name: "customerProfile",
    title: "Customer Profile",
    area: "Customers",
    permission: ["customers.list"],
    titleFromQuery: "cn",
    load: () => import("../features/customers/customer-profile-page"),
  },
  {
    path: "/customers/inbox/:customer",
    name: "customerInbox",
    title: "Customer Inbox",
    area: "Customers",
    permission: ["management.message"],
    load: () => import("../features/messaging/customer-inbox-page"),
  },

  {
    path: "/products",
    name: "products",
    title: "Products",
    area: "Catalog",
    permission: ["products.list"],
    nav: true,
    load: () => import("../features/products/products-page"),
  },
  {
    path: "/products/new",
    name: "addProduct",
    title: "Add Product",
    area: "Catalog",
    permission: ["products.new"],
    nav: true,
    load: () => import("../features/products/add-product-page"),
  },
  {
    path: "/products/edit/:productID",
    name: "editProduct",
    title: "Edit Product",
    area: "Catalog",
    permission: ["products.edit"],
    titleFromQuery: "pn",
    load: () => import("../features/products/edit-product-page"),
  },

  {
    path: "/expenses",
    name: "expensesDashboard",
    title: "Expenses Dashboard",
    area: "Expenses & purchases",
    permission: ["expenses.list"],
    nav: true,
    load: () => import("../features/expenses/expenses-dashboard-page"),
  },
  {
    path: "/expenses/list",
    name: "expenses",
    title: "Expenses",
    area: "Expenses & purchases",
    permission: ["expenses.list"],
    nav: true,
    load: () => import("../features/expenses/expenses-page"),
  },
  {
    path: "/purchases/list",
    name: "purchases",
    title: "Purchases",
    area: "Expenses & purchases",
    permission: ["purchases.list"],
    nav: true,
    load: () => import("../features/purchases/purchases-page"),
  },
  {
    path: "/purchases/vendors",
    name: "vendors",
    title: "Vendors",
    area: "Expenses & purchases",
    permission: ["purchases.vendors.list"],
    nav: true,
    load: () => import("../features/vendors/vendors-page"),
  },

  {
    path: "/timeClock",
    name: "timeClock",
    title: "Time Clock",
    area: "Payroll & time",
    permission: "signedIn",
    nav: true,
    load: () => import("../features/time-clock/time-clock-page"),
  },
  {
    path: "/timeClock/list",
    name: "timeClockList",
    title: "Completed Time Clock",
    area: "Payroll & time",
    // Everyone sees and confirms their own shifts; timeClock.completed.list shows everyone's.
    permission: "signedIn",
    nav: true,
    load: () => import("../features/time-clock/time-clock-list-page"),
  },
  {
    path: "/payroll",
    name: "payroll",
    title: "Payroll",
    area: "Payroll & time",
    permission: ["payroll.list"],
    nav: true,
    load: () => import("../features/payroll/payroll-page"),
  },
  {
    path: "/payroll/employees",
    name: "payrollByEmployee",
    title: "Payroll by Employee",
    area: "Payroll & time",
    permission: ["payroll.history"],
    nav: true,
    load: () => import("../features/payroll/payroll-employees-page"),
  },
  {
    path: "/payroll/paymentDates",
    name: "payrollByPaymentDate",
    title: "Payroll by Payment Date",
    area: "Payroll & time",
    permission: ["payroll.history"],
    nav: true,
    load: () => import("../features/payroll/payment-dates-page"),
  },
  {
    path: "/payroll/employees/:employee",
    name: "payrollProfile",
    title: "Payroll Profile",
    area: "Payroll & time",
    permission: ["payroll.details"],
    titleFromQuery: "en",
    load: () => import("../features/payroll/payroll-profile-page"),
  },

  {
    path: "/registers",
    name: "register",
    title: "Register Report",
    area: "Management",
    permission: ["management.register.list"],
    nav: true,
    load: () => import("../features/registers/register-report-page"),
  },
  {
    path: "/registers/open",
    name: "openRegister",
    title: "Open Register",
    menuLabel: "Open a Register",
    area: "Management",
    permission: ["management.register.new"],
    nav: true,
    load: () => import("../features/registers/open-register-page"),
  },
  {
    path: "/registers/opened",
    name: "openedRegister",
    title: "Opened Register",
    menuLabel: "Registers in Use",
    area: "Management",
    permission: ["management.register.list", "management.register.edit"],
    nav: true,
    load: () => import("../features/registers/opened-registers-page"),
  },
  {
    path: "/managements/drops",
    name: "drops",
    title: "Drop Report",
    area: "Management",
    permission: ["management.drops"],
    nav: true,
    load: () => import("../features/registers/drop-report-page"),
  },
  {
    path: "/managements/appointments",
    name: "appointments",
    title: "Appointments",
    area: "Management",
    permission: ["management.appointment"],
    nav: true,
    load: () => import("../features/appointments/appointments-page"),
  },
  {
    path: "/managements/inbox/:customer?",
    name: "inbox",
    title: "Inbox",
    area: "Management",
    permission: ["management.message"],
    titleFromQuery: "cn",
    nav: true,
    load: () => import("../features/messaging/inbox-page"),
  },
  {
    path: "/managements/reviews",
    name: "reviews",
    title: "Reviews",
    area: "Management",
    permission: ["management.reviews"],
    nav: true,
    load: () => import("../features/reviews/reviews-page"),
  },
  {
    path: "/managements/marketing",
    name: "marketing",
    title: "Marketing",
    area: "Management",
    permission: ["management.marketing"],
    nav: true,
    load: () => import("../features/campaigns/marketing-page"),
  },

  {
    path: "/reports",
    name: "generalReport",
    title: "General Report",
    area: "Reports",
    permission: ["reports.general"],
    nav: true,
    load: () => import("../features/reports/general-report-page"),
  },
  {
    path: "/reports/sales",
    name: "salesReport",
    title: "Sales Report",
    area: "Reports",
    permission: ["reports.sales"],
    nav: true,
    load: () => import("../features/reports/sales-report-page"),
  },
  {
    path: "/reports/payments",
    name: "paymentsReport",
    title: "Payments Report",
    area: "Reports",
    permission: ["reports.payments"],
    nav: true,
    load: () => import("../features/reports/payments-report-page"),
  },
  {
    path: "/reports/pnl",
    name: "pnlReport",
    title: "Profit and Loss",
    area: "Reports",
    permission: ["reports.pnl"],
    nav: true,
    load: () => import("../features/reports/pnl-report-page"),
  },
  {
    path: "/reports/cashier",
    name: "cashierReport",
    title: "Cashier Report",
    area: "Reports",
    permission: ["reports.cashier"],
    nav: true,
    load: () => import("../features/reports/cashier-report-page"),
  },
  {
    path: "/reports/monthly",
    name: "monthlyReport",
    title: "Monthly Report",
    area: "Reports",
    permission: ["reports.monthly"],
    nav: true,
    load: () => import("../features/reports/monthly-report-page"),
  },
  {
    path: "/reports/customers",
    name: "customersReport",
    title: "Customers Report",
    area: "Reports",
    permission: ["reports.customer"],
    nav: true,
    load: () => import("../features/reports/customers-report-page"),
  },
  {
    path: "/reports/expenses",
    name: "expensesReport",
    title: "Expenses Report",
    area: "Reports",
    permission: ["reports.expense"],
    nav: true,
    load: () => import("../features/reports/expenses-report-page"),
  },
  {
    path: "/reports/purchases",
    name: "purchasesReport",
    title: "Purchases Report",
    area: "Reports",
    permission: ["reports.purchase"],
    nav: true,
    load: () => import("../features/reports/purchases-report-page"),
  },
  {
    path: "/reports/dayEnd/:id?",
    name: "dayEndReport",
    title: "Day-End Report",
    area: "Reports",
    permission: ["reports.dayEndReport"],
    nav: true,
    load: () => import("../features/registers/day-end-report-page"),
  },

  {
    path: "/logs/logs/email",
    name: "emailLogs",
    title: "E-mail Logs",
    area: "Logs",
    permission: ["logs.email"],
    nav: true,
    load: () => import("../features/message-logs/email-logs-page"),
  },
  {
    path: "/logs/logs/sms",
    name: "smsLogs",
    title: "SMS Logs",
    area: "Logs",
    permission: ["logs.sms"],
    nav: true,
    load: () => import("../features/message-logs/sms-logs-page"),
  },
  {
    path: "/logs/activities",
    name: "activityLogs",
    title: "Activity Logs",
    area: "Logs",
    permission: ["logs.employee"],
    nav: true,
    load: () => import("../features/activity-logs/activity-logs-page"),
  },

  {
    path: "/settings/system",
    name: "systemSettings",
    title: "System Settings",
    area: "Settings",
    permission: ["settings.system.general", "settings.system.paymentProfile", "settings.system.utility", "settings.users.list"],
    nav: true,
    load: () => import("../features/settings/system-settings-page"),
  },
  {
    path: "/settings/users",
    name: "users",
    title: "Users",
    area: "Settings",
    permission: ["settings.users.list"],
    nav: true,
    load: () => import("../features/employees/employees-page"),
  },
  {
    path: "/settings/users/add",
    name: "addEmployee",
    title: "Add Employee",
    area: "Settings",
    permission: ["settings.users.new"],
    load: () => import("../features/employees/add-employee-page"),
  },
  {
    path: "/settings/users/:employeeID",
    name: "editEmployee",
    title: "Edit Employee",
    area: "Settings",
    permission: ["settings.users.edit"],
    load: () => import("../features/employees/edit-employee-page"),
  },
  {
    path: "/settings/groups",
    name: "userGroups",
    title: "User Groups",
    area: "Settings",
    permission: ["settings.group.new", "settings.group.edit", "settings.group.delete"],
    nav: true,
    load: () => import("../features/employees/groups-page"),
  },

  {
    path: "/dev",
    name: "dev",
    title: "Developer",
    area: "Developer",
    permission: "dev",
    nav: true,
    load: () => import("../features/developer/developer-page"),
  },
  {
    path: "/dev/logs",
    name: "devLog",
    title: "System Logs",
    area: "Developer",
    permission: "dev",
    nav: true,
    load: () => import("../features/system-logs/system-logs-page"),
  },
];

/** The words of a route's menu entry. */
export function menuLabelOf(route: AppRoute): string {
  return route.menuLabel ?? route.title;
}

/** The link a menu entry opens: optional parameters dropped (/reports/dayEnd/:id? → /reports/dayEnd). */
export function navPath(route: AppRoute): string {
  return route.path.replace(/\/:[^/]+\?/g, "");
}
