import { IMAGE_PROFILES, type ImageProfile } from '@efir/contract';

type Size = `${number}x${number}`;

const urlFor = (url: string, profile: ImageProfile, size: Size) => {
  const [width, height] = size.split('x');
  return `${url}?profile=${profile}&width=${width}&height=${height}`;
};

/**
 * src and srcset of an image from the image endpoint: the profile's size `size` for 1x and the size twice as wide for 2x
 * (spec 2 §9 poster 230x333, 2x 460x666).
 */
export function imageSources(url: string, profile: ImageProfile, size: Size): { src: string; srcSet: string } {
  const [width = 0, height = 0] = size.split('x').map(Number);
  const double = `${width * 2}x${height * 2}` as Size;
  const sizes: readonly string[] = IMAGE_PROFILES[profile].sizes;
  const src = urlFor(url, profile, size);
  return { src, srcSet: sizes.includes(double) ? `${src} 1x, ${urlFor(url, profile, double)} 2x` : `${src} 1x` };
}
