/** Opening drugs from search results: generous for people, a wall for scripts. */
export const SEARCH_HIT_PER_IP = { points: 120, durationSeconds: 60 };
