/** spec 1 §9: the list is over the limit when its count is above the limit (5 when the server gives none). */
export const DEFAULT_DEVICE_LIMIT = 5;

export const isOverLimit = (count: number, limit: number | undefined): boolean => count > (limit ?? DEFAULT_DEVICE_LIMIT);
