/** The longest organisation name the console accepts (create and rename). */
export const ORG_NAME_MAX = 100;
