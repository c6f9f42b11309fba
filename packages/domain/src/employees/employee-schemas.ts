import { z } from "zod";
import { pageQuerySchema } from "../api";
import { enumValues, PayPeriod, PayType, Recurrence, SecondPaymentMethod, TaxFilingStatus, UserStatus } from "../enums";
import { businessDate, moneyCents, optionalEmail, phone, requiredText, text } from "../validation";
import { PASSWORD_MIN_LENGTH } from "../auth/credential-rules";
import { employeeStatuses, PIN_PATTERN } from "./employee-rules";
import { employeeMessages } from "./employee-messages";

/** A PIN: 4 to 6 digits (docs/product.md §5). */
export const pinSchema = () => z.string({ error: employeeMessages.pin }).regex(PIN_PATTERN, { error: employeeMessages.pin });

const optionalDate = () => z.union([z.literal(""), businessDate()]).nullable();

/** The pay fields of docs/product.md §3, for the payroll provider; rate in cents. */
export const employeePaySchema = z.object({
  payType: z.literal(enumValues(PayType)),
  payRate: moneyCents(0),
  payPeriod: z.literal(enumValues(PayPeriod)),
  paySchedule: z.literal(enumValues(Recurrence)),
  overtimeExempt: z.boolean(),
  taxFilingStatus: z.literal(enumValues(TaxFilingStatus)),
  paidBy: z.literal(enumValues(SecondPaymentMethod)),
  tipEligible: z.boolean(),
});
export type EmployeePay = z.infer<typeof employeePaySchema>;

export const defaultEmployeePay: EmployeePay = {
  payType: PayType.Hourly,
  payRate: 0,
  payPeriod: PayPeriod.Hourly,
  paySchedule: Recurrence.EveryWeek,
  overtimeExempt: false,
  taxFilingStatus: TaxFilingStatus.Single,
  paidBy: SecondPaymentMethod.Check,
  tipEligible: true,
};

/** A new employee is a crew member without sign-in, or someone invited to sign in. */
export const newEmployeeStatuses = [UserStatus.NOT_USER, UserStatus.INVITED] as const;

const employeeRules = {
  firstName: requiredText("personName"),
  lastName: requiredText("personName"),
  email: optionalEmail(),
  phone: phone(),
  /** An uploaded photo's address (POST /api/aws/files, path /images/employee), or null for none. */
  image: z.string().max(2000).nullable(),
  groupId: z.uuid({ error: "Field is required!" }),
  hireDate: optionalDate(),
  terminationDate: optionalDate(),
  /** Write-only: stored hashed and never answered. */
  pin: pinSchema(),
  pay: employeePaySchema,
};

/** POST /api/settings/users {employee}. */
export const employeeInputSchema = z.object({
  ...employeeRules,
  email: employeeRules.email.default(""),
  phone: employeeRules.phone.default(""),
  image: employeeRules.image.default(null),
  hireDate: employeeRules.hireDate.default(null),
  terminationDate: employeeRules.terminationDate.default(null),
  status: z.literal(newEmployeeStatuses),
  pin: employeeRules.pin.optional(),
  pay: employeeRules.pay.optional(),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeInputValue = z.output<typeof employeeInputSchema>;

/** PATCH /api/settings/users/:id {employee}: only the fields sent change. */
export const employeeUpdateSchema = z.object({ ...employeeRules, status: z.literal(employeeStatuses) }).partial();
export type EmployeeUpdate = z.input<typeof employeeUpdateSchema>;
export type EmployeeUpdateValue = z.output<typeof employeeUpdateSchema>;

/** GET /api/settings/users: by status and group, searched by name, paginated. */
export const employeeListQuerySchema = pageQuerySchema.extend({
  search: text("search").default(""),
  status: z.coerce.number().pipe(z.literal(employeeStatuses)).optional(),
  groupId: z.uuid().optional(),
});
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;
export type EmployeeListFilter = z.output<typeof employeeListQuerySchema>;

/** POST /api/invites/:token: the invited person chooses a password (the rules of any new password). */
export const acceptInviteSchema = z.object({
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, `Minimum ${PASSWORD_MIN_LENGTH} characters!`).max(200),
});
export type AcceptInvite = z.infer<typeof acceptInviteSchema>;

export const inviteParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "This invitation link is not valid.") });
