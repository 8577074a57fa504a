/** Every message namespace the incidents pages use, for their IntlScope. */
export const INCIDENTS_NAMESPACES = ['ApiErrors', 'Incidents', 'OrgRoles'] as const;
