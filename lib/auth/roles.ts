/** The two kinds of signed-in user (docs/product.md, Roles). Roles never cross over. */
export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
