/** Every message namespace the device page's client parts use, for the pages' IntlScope. */
export const DEVICE_PAGE_NAMESPACES = [
  'ApiErrors',
  'DeviceColumns',
  'DevicePage',
  'OrgRoles',
  'Platforms',
] as const;
