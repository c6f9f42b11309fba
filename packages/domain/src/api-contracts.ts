// Every route contract of the API, by feature. The server's test holds its registered routes to
// this list both ways; the web client finds a route's types here by its method and path.
import { platformApi } from "./api/platform-api";
import type { RouteAddress, RouteContract } from "./api";
import { authApi, profileApi } from "./auth/auth-api";
import { lockedAccountApi } from "./auth/locked-account-api";
import { customerApi, vehicleApi } from "./customers/customer-api";
import { productApi } from "./catalog/product-api";
import { posApi, saleApi } from "./sales/sale-api";
import { ticketApi } from "./sales/ticket-api";
import { registerApi } from "./registers/register-api";
import { expenseApi } from "./expenses/expense-api";
import { purchaseApi } from "./purchases/purchase-api";
import { vendorApi } from "./vendors/vendor-api";
import { quoteApi } from "./quotes/quote-api";
import { fileApi } from "./attachments/file-api";
import { settingsApi } from "./settings/settings-api";
import { logApi } from "./logs/log-api";
import { systemLogApi } from "./system-logs/system-log-api";
import { developerApi } from "./developer/developer-api";
import { reportApi } from "./reports/report-api";
import { payLinkApi } from "./pay-by-link/pay-link-api";
import { houseAccountApi } from "./house-accounts/house-account-api";
import { employeeApi, groupApi, inviteApi } from "./employees/employee-api";
import { timeClockApi } from "./time-clock/time-clock-api";
import { payrollApi } from "./payroll/payroll-api";
import { smsWebhookApi } from "./messaging/sms-webhook-api";
import { inboxApi } from "./messaging/inbox-api";
import { reviewApi } from "./reviews/review-api";
import { campaignApi } from "./campaigns/campaign-api";
import { appointmentApi, bookingApi } from "./appointments/appointment-api";

export const apiContracts = {
  platform: platformApi,
  auth: authApi,
  profile: profileApi,
  lockedAccounts: lockedAccountApi,
  customers: customerApi,
  vehicles: vehicleApi,
  products: productApi,
  sales: saleApi,
  pos: posApi,
  tickets: ticketApi,
  registers: registerApi,
  expenses: expenseApi,
  purchases: purchaseApi,
  vendors: vendorApi,
  quotes: quoteApi,
  files: fileApi,
  settings: settingsApi,
  logs: logApi,
  systemLogs: systemLogApi,
  developer: developerApi,
  reports: reportApi,
  payLinks: payLinkApi,
  houseAccounts: houseAccountApi,
  employees: employeeApi,
  invites: inviteApi,
  groups: groupApi,
  timeClock: timeClockApi,
  payroll: payrollApi,
  smsWebhooks: smsWebhookApi,
  inbox: inboxApi,
  reviews: reviewApi,
  campaigns: campaignApi,
  appointments: appointmentApi,
  booking: bookingApi,
};

type ValueOf<T> = T[keyof T];
/** Any one route's contract, with its own literal method, path and schemas. */
export type ApiContract = ValueOf<{ [F in keyof typeof apiContracts]: ValueOf<(typeof apiContracts)[F]> }>;

/** The contract of the route at this address. */
export type ContractOf<R extends RouteAddress> = Extract<ApiContract, { readonly method: R["method"]; readonly path: R["path"] }>;

/** Every route contract, in one list. */
export function allRouteContracts(): RouteContract[] {
  return Object.values(apiContracts).flatMap((feature) => Object.values(feature) as RouteContract[]);
}
