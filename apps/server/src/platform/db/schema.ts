import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Permission groups (SPEC §6): a permission tree plus the developer and owner flags. */
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
    email: text("email").notNull(),
    image: text("image"),
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id),
    /** User status enumeration of SPEC §3; only ACTIVE (0) may sign in. */
    status: smallint("status").notNull().default(0),
    passwordHash: text("password_hash").notNull(),
    pinHash: text("pin_hash"),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
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

/** Who did what (SPEC §3 activity log actions). Written in the same transaction as the change. */
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
  (t) => [index("activity_logs_created_at_idx").on(t.createdAt), index("activity_logs_user_idx").on(t.userId)],
);

/** Shop-wide settings, one JSON value per key (utility, website, …). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull().$type<Record<string, unknown>>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
