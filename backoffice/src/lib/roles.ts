// What each operator role sees in the console, from the contract's permission table (the server's routes
// use the same lists). The server is the gate; this only hides what a role cannot do, so nobody is offered a
// button that answers 403.
import { canOperator, OPERATOR_ROLES, type OperatorPermission, type OperatorRole } from '@casino/shared/contract';

export type { OperatorRole, OperatorPermission };

export type Section = 'dashboard' | 'cashier' | 'approvals' | 'kyc' | 'members' | 'aml' | 'support' | 'games' | 'releases' | 'reports' | 'operators' | 'audit';

/** The permission that opens each page. */
export const SECTION_PERMISSION: Record<Section, OperatorPermission> = {
  dashboard: 'dashboard',
  cashier: 'cashierRead',
  approvals: 'approvalsRead',
  kyc: 'memberKyc',
  members: 'membersRead',
  aml: 'aml',
  support: 'support',
  games: 'games',
  releases: 'releases',
  reports: 'reports',
  operators: 'operators',
  audit: 'audit',
};
export const SECTIONS = Object.keys(SECTION_PERMISSION) as Section[];

export const can = (role: OperatorRole | null, permission: OperatorPermission): boolean => (role ? canOperator(role, permission) : false);
export const sectionsOf = (role: OperatorRole | null): Section[] => SECTIONS.filter((s) => can(role, SECTION_PERMISSION[s]));
export const isRole = (v: unknown): v is OperatorRole => typeof v === 'string' && (OPERATOR_ROLES as readonly string[]).includes(v);
