import { defaultEmployeePay, UserStatus, type Employee, type EmployeeInput, type EmployeePay, type EmployeeUpdate } from "@washdesk/domain";

/** The employee form's values: every field as a text or number the inputs hold. */
export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  groupId: string;
  status: number;
  hireDate: string;
  terminationDate: string;
  /** Empty unless a new PIN is typed: the stored one is never shown. */
  pin: string;
  pay: EmployeePay;
}

export function emptyEmployeeValues(groupId = ""): EmployeeFormValues {
  return {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    groupId,
    status: UserStatus.NOT_USER,
    hireDate: "",
    terminationDate: "",
    pin: "",
    pay: { ...defaultEmployeePay },
  };
}

export function valuesOfEmployee(employee: Employee): EmployeeFormValues {
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    phone: employee.phone,
    groupId: employee.group.id,
    status: employee.status,
    hireDate: employee.hireDate ?? "",
    terminationDate: employee.terminationDate ?? "",
    pin: "",
    pay: employee.pay ?? { ...defaultEmployeePay },
  };
}

/** What a new employee sends; pay only when the person may set it (docs/product.md §6 payroll.details). */
export function inputOf(values: EmployeeFormValues, withPay: boolean, image: string | null): EmployeeInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    groupId: values.groupId,
    status: values.status as EmployeeInput["status"],
    hireDate: values.hireDate || null,
    terminationDate: values.terminationDate || null,
    image,
    ...(values.pin ? { pin: values.pin } : {}),
    ...(withPay ? { pay: values.pay } : {}),
  };
}

export function updateOf(values: EmployeeFormValues, withPay: boolean, image: string | null | undefined): EmployeeUpdate {
  const { image: _image, ...input } = inputOf(values, withPay, null);
  return { ...input, status: values.status as EmployeeUpdate["status"], ...(image !== undefined ? { image } : {}) };
}
