/** Every message namespace the online devices table and its parts use, for the pages' IntlScope. */
export const ONLINE_DEVICES_NAMESPACES = [
  'ApiErrors',
  'CustomerSelect',
  'DataTable',
  'DeviceColumns',
  'FleetFilters',
  'OnlineDevices',
  'OrgRoles',
  'Platforms',
  'SavedViews',
] as const;
