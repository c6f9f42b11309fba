import { sql, type SQL } from "drizzle-orm";
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { plateKeyTranslation, type VehicleType } from "@washdesk/domain";
import { alive, cents, createdAt, moneyChecks, textChecks, updatedAt } from "./columns";

/** Permission groups (docs/product.md §6): a permission tree plus the developer and owner flags. */
export const groups = pgTable("groups", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  permission: jsonb("permission").notNull().$type<Record<string, unknown>>(),
  isDev: boolean("is_dev").notNull().default(false),
  isOwner: boolean("is_owner").notNull().default(false),
  createdAt: createdAt(),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /**
     * Null for crew without sign-in (NOT_USER, or an inactive, suspended or terminated one of
     * them): no address to sign in with, so no placeholder can ever match one typed at sign-in.
     */
    email: text("email"),
    phone: text("phone").notNull().default(""),
    image: text("image"),
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id),
    /** User status enumeration of docs/product.md §3; only ACTIVE (0) may sign in. */
    status: smallint("status").notNull().default(0),
    /** Null until a password is chosen (an invited person) and for crew without sign-in. */
    passwordHash: text("password_hash"),
    pinHash: text("pin_hash"),
    hireDate: date("hire_date", { mode: "string" }),
    terminationDate: date("termination_date", { mode: "string" }),
    // What payroll needs (docs/product.md §3 Pay type, Pay period, Recurrence, Tax filing status,
    // the second payment-method list); kept for the payroll provider, WashDesk computes no tax.
    payType: smallint("pay_type").notNull().default(1),
    payRate: cents("pay_rate").notNull().default(0),
    payPeriod: smallint("pay_period").notNull().default(3),
    paySchedule: smallint("pay_schedule").notNull().default(0),
    overtimeExempt: boolean("overtime_exempt").notNull().default(false),
    taxFilingStatus: smallint("tax_filing_status").notNull().default(0),
    paidBy: smallint("paid_by").notNull().default(1),
    tipEligible: boolean("tip_eligible").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    ...textChecks("users", { first_name: [t.firstName, "personName"], last_name: [t.lastName, "personName"] }),
    ...moneyChecks("users", { pay_rate: t.payRate }),
    // Whoever may sign in (ACTIVE), or is invited to (INVITED), has an address to sign in with.
    check("users_email_for_sign_in", sql`${t.email} is not null or ${t.status} not in (0, 3)`),
  ],
);

/**
 * Invitation links (docs/product.md §2 /settings/users): single use, 72 hours, only the token's
 * hash stored; a new invitation ends the earlier ones.
 */
export const userInvites = pgTable(
  "user_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_invites_token_hash_key").on(t.tokenHash), index("user_invites_user_idx").on(t.userId)],
);

/**
 * Staff sessions. Only hashes of tokens are stored. A rotation keeps the previous hash valid
 * for a short grace window so that requests already in flight with it do not sign the user out.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull(),
    previousTokenHash: text("previous_token_hash"),
    previousValidUntil: timestamp("previous_valid_until", { withTimezone: true }),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_previous_token_hash_idx").on(t.previousTokenHash),
    index("sessions_user_id_idx").on(t.userId),
  ],
);

/**
 * Wrong passwords per account and client address (sign-in, password and PIN changes). A lock is
 * held by one address against one account, so wrong tries from one device never keep the person
 * out from another; the count starts over once its last failure is older than the lock period.
 */
export const passwordFailures = pgTable(
  "password_failures",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The client address as attempts count it (an IPv6 client by its /64, platform/client-address.ts). */
    address: text("address").notNull(),
    failures: integer("failures").notNull(),
    lastFailedAt: timestamp("last_failed_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] }), index("password_failures_locked_until_idx").on(t.lockedUntil)],
);

/** Who did what (docs/product.md §3 activity log actions). Written in the same transaction as the change. */
export const activityLogs = pgTable(
  "activity_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id").references(() => users.id),
    action: integer("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  // The Activity Logs screen lists newest first under a filter of a user, an action or an entity:
  // each has its own index in that order, so a page is read from the index whatever the log's size.
  (t) => [
    index("activity_logs_created_at_idx").on(t.createdAt),
    index("activity_logs_user_idx").on(t.userId, t.createdAt),
    index("activity_logs_action_idx").on(t.action, t.createdAt),
    index("activity_logs_entity_idx").on(t.entity, t.createdAt),
  ],
);

/** Shop-wide settings, one JSON value per key (utility, website, …). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull().$type<Record<string, unknown>>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Rows of a soft-deleting table that are still alive; partial indexes below cover only these. */

/**
 * Customers (docs/product.md §3 Customer). Deleting one only marks it, so sales that name it stay intact;
 * the phone is unique among the living only, so a deleted customer's number can be used again.
 * Search indexes: btree for "starts with" (1–2 characters typed), trigram GIN for "contains" (3+).
 */
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Ten digits, no +1 and no separators (normalizePhone). */
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    note: text("note").notNull().default(""),
    isVip: boolean("is_vip").notNull().default(false),
    alertEmail: boolean("alert_email").notNull().default(false),
    alertSms: boolean("alert_sms").notNull().default(false),
    alertNoReviewSms: boolean("alert_no_review_sms").notNull().default(false),
    awardPoints: integer("award_points").notNull().default(0),
    addedBy: uuid("added_by").references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id),
  },
  (t) => [
    // text_pattern_ops serves both "=" (the uniqueness and the phone check) and LIKE 'digits%'.
    uniqueIndex("customers_phone_key").on(t.phone.op("text_pattern_ops")).where(alive),
    // The C collation lets one index serve LIKE 'prefix%' and ORDER BY name (byte order of lower-case text);
    // the trailing name column lets a prefix count be an index-only scan.
    index("customers_name_idx")
      .on(sql`(lower(${t.name}) collate "C")`, t.id, t.name)
      .where(alive),
    index("customers_vip_name_idx")
      .on(sql`(lower(${t.name}) collate "C")`, t.id, t.name)
      .where(sql`is_vip and deleted_at is null`),
    index("customers_email_idx")
      .on(sql`lower(${t.email}) text_pattern_ops`)
      .where(alive),
    index("customers_created_at_idx").on(t.createdAt, t.id).where(alive),
    // A campaign's audience of those who opted in, walked by id (keyset) and counted from the index alone.
    index("customers_alert_sms_idx")
      .on(t.id)
      .where(sql`alert_sms and deleted_at is null`),
    index("customers_alert_email_idx")
      .on(t.id)
      .where(sql`alert_email and deleted_at is null`),
    index("customers_award_points_idx").on(t.awardPoints, t.id).where(alive),
    // The few deleted customers, so a count of the living can be a count of all less these.
    index("customers_deleted_idx")
      .on(t.id)
      .where(sql`deleted_at is not null`),
    index("customers_name_trgm_idx")
      .using("gin", sql`lower(${t.name}) gin_trgm_ops`)
      .where(alive),
    index("customers_phone_trgm_idx")
      .using("gin", sql`${t.phone} gin_trgm_ops`)
      .where(alive),
    index("customers_email_trgm_idx")
      .using("gin", sql`lower(${t.email}) gin_trgm_ops`)
      .where(alive),
    ...textChecks("customers", {
      name: [t.name, "name"],
      email: [t.email, "email"],
      address: [t.address, "address"],
      city: [t.city, "city"],
      state: [t.state, "state"],
      zip: [t.zip, "zip"],
      note: [t.note, "note"],
    }),
  ],
);

/**
 * The domain's plateKey() in SQL: translate() folds A–Z and drops spaces and dashes, from the same
 * character lists (immutable and the same on every database, as a generated column needs).
 */
export const plateKeySql = (plate: SQL) => sql`translate(${plate}, ${sql.raw(`'${plateKeyTranslation.from}'`)}, ${sql.raw(`'${plateKeyTranslation.to}'`)})`;

/** A customer's vehicles (docs/product.md §3 Vehicle). Soft-deleted too: a past sale may name the vehicle. */
export const vehicles = pgTable(
  "vehicles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    /** VehicleType of docs/product.md §3: Sedan, SUV, LargeSUV, LargePickup, Van. */
    type: text("type").notNull().$type<VehicleType>(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    /** Text, as docs/product.md has it ("2020"). */
    year: text("year").notNull(),
    /** Derived from color_code on the server. */
    color: text("color").notNull(),
    colorCode: text("color_code").notNull().default("#000000"),
    /** The plate as typed; "" when none. */
    tag: text("tag").notNull().default(""),
    /** The plate as searches compare it ("MDC-2021" → "mdc2021"), kept by the database itself. */
    plateKey: text("plate_key")
      .notNull()
      .generatedAlwaysAs(plateKeySql(sql.raw('"tag"'))),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("vehicles_customer_idx").on(t.customerId).where(alive),
    // A campaign's audience by vehicle type: the customers with one, found without reading every vehicle.
    index("vehicles_type_customer_idx").on(t.type, t.customerId).where(alive),
    // A plate that starts with the text (and an exact plate): one btree range. Anywhere in it: trigrams.
    index("vehicles_plate_key_idx").on(t.plateKey.op("text_pattern_ops")).where(alive),
    index("vehicles_plate_key_trgm_idx").using("gin", t.plateKey.op("gin_trgm_ops")).where(alive),
    index("vehicles_make_idx")
      .on(sql`lower(${t.make}) text_pattern_ops`)
      .where(alive),
    ...textChecks("vehicles", { make: [t.make, "vehicle"], model: [t.model, "vehicle"], tag: [t.tag, "plate"] }),
  ],
);

/** Model names the vehicle-data service gave for a make and year, so each pair is fetched once. */
export const vehicleModelCache = pgTable(
  "vehicle_model_cache",
  {
    /** Lower-case make. */
    make: text("make").notNull(),
    year: text("year").notNull(),
    models: jsonb("models").notNull().$type<string[]>(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.make, t.year] })],
);
export * from "./sales-schema";
export * from "./purchases-schema";
export * from "./expenses-schema";
export * from "./registers-schema";
export * from "./quotes-schema";
export * from "./reports-schema";
export * from "./system-logs-schema";
export * from "./pay-links-schema";
export * from "./house-accounts-schema";
export * from "./time-clock-schema";
export * from "./payroll-schema";
export * from "./messaging-schema";
export * from "./reviews-schema";
export * from "./campaigns-schema";
export * from "./appointments-schema";
