// What the server offers the benchmarks (bench/, as "@washdesk/server/bench"): the app and its
// database, the seeds that fill it, and the hot statements the benches run directly to measure
// the database's share of a request. A bench imports the server only through this file (and
// "@washdesk/server/config"), so a change here is a change to what the benches rely on.
export { buildApp } from "./app";
export { DEFAULT_CLIENT_TOKEN, loadConfig } from "./config";
export { openDatabase } from "./platform/db/open-database";
export type { Database, DatabaseHandle } from "./platform/db/database";
export { customers, products, users, vehicles } from "./platform/db/schema";
export type { FixedQuery } from "./platform/db/fixed-query";
export { idempotencyClaimQuery, idempotencyStoreQuery } from "./platform/idempotency";
export { registerSecurityHeaders } from "./platform/security-headers";
export { inlineScripts } from "./platform/web-app";
export { ensureBaseData } from "./seed/base-data";
export { createStaffUser } from "./seed/create-user";
export { seedBulkCustomers } from "./seed/bulk-customers";
export { seedHistory } from "./seed/history-shop";
export { salePageQuery, saleTotalsQuery } from "./features/sales/sale-list.repository";
export { customerListQueries } from "./features/customers/customer-search.repository";
export { vehiclesOfQuery } from "./features/customers/customers.repository";
export { saleFactsQuery, saleWriteParams, saleWriteQuery, type SaleWrite } from "./features/sales/sale-create.repository";
export { shopTimeZone } from "./features/settings/settings.service";
export { groups, payments, payrollCommissionRules, saleLines, sales, timeShifts } from "./platform/db/schema";
