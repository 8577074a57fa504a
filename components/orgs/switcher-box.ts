/**
 * The organisation switcher's box in the header, and its placeholder's until the page has hydrated: a
 * width of its own (it gives way on a narrow screen, where the header's other controls keep theirs), so
 * what it shows (loading, then the name and role) never moves what stands beside it.
 */
export const SWITCHER_BOX = 'relative w-40 min-w-0 sm:w-56';
