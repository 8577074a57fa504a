/** The guide's longest markdown, in characters: the editor and PUT /api/sdk-guide. Without zod. */
export const SDK_GUIDE_MAX_LENGTH = 100_000;
