/**
 * Staff roles and what each may reach in the back office (docs/operations.md, "Back office").
 * Plain data with no server imports, so pages, actions and tests share one table.
 */
export const STAFF_ROLES = ['owner', 'editor', 'sales'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

const ADMIN_AREAS = ['dashboard', 'leads', 'conversations', 'content', 'staff', 'audit'] as const;

export type AdminArea = (typeof ADMIN_AREAS)[number];

const PERMISSIONS: Record<StaffRole, readonly AdminArea[]> = {
  owner: ADMIN_AREAS,
  editor: ['dashboard', 'content'],
  sales: ['dashboard', 'leads', 'conversations'],
};

export function can(role: StaffRole, area: AdminArea): boolean {
  return PERMISSIONS[role].includes(area);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
