/** The writing guide article that the FAQ, the resources page and other articles link to. */
export const GUIDE_SLUG = 'how-to-write-a-press-release-that-gets-published';
export const GUIDE_PATH = `/prstudio/${GUIDE_SLUG}`;
