/** Every message namespace the members page's client components use, for its IntlScope. */
export const ORG_MEMBERS_NAMESPACES = ['ApiErrors', 'OrgMembers', 'OrgRoles'] as const;
