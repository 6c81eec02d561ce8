/** What a message may say of the modal (spec 2 §3 media_view_alias, ab_test); the player's end says neither. */
export interface RecommendationsOptions {
  /** The media view whose row the modal shows; item-recommendations when unsaid. */
  mediaViewAlias?: string;
  /** The message is an A/B test's: the modal does not close on its own. */
  abTest?: boolean;
}
