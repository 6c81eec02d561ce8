import { redirect } from 'react-router';

/** /karaoke has no page of its own in spec 1 §2: a viewer who types it lands on the karaoke catalogue. */
export function loader() {
  return redirect('/karaoke/catalog', 301);
}
