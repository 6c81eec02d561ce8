/** A loader fetch whose 404 means "the operator made none": null instead of the not-found page. */
export async function unlessNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // loaderQueries turns a failed call into `data(..., { status })`.
    if ((error as { init?: ResponseInit } | null)?.init?.status === 404) return null;
    throw error;
  }
}
