// What other features may use of employees: nothing yet; the time clock reads users.status through
// the domain's canClockIn().
export {};
