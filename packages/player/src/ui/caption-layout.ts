import { type CSSProperties, type RefObject, useEffect, useState } from 'react';

/** Cue text height as a share of the picture's height: 4–5 %, the size broadcasters and the big services use. */
export const CAPTION_SIZE_OF_FRAME = 0.045;
/** The smallest cue text: 4.5 % of the picture's band on an upright phone (about 220 px) would be 10 px, unreadable. */
export const CAPTION_MIN_SIZE_PX = 14;
/** The title-safe margin: cues keep this share of the picture's height and width from its edges. */
export const CAPTION_SAFE_MARGIN = 0.05;
/** The gap kept between a lifted cue and the controls above which it sits, as a share of the cue's size. */
const CONTROLS_GAP_OF_SIZE = 0.5;

export type Box = { left: number; top: number; width: number; height: number };

/**
 * Where the picture is inside the player: the video element fills the player and draws the frame with
 * `object-fit: contain`, so a 16:9 film on a tall phone sits in a band across the middle. Unknown frame sizes
 * (before the first frame) count as the whole player.
 */
export function pictureBox(playerWidth: number, playerHeight: number, frameWidth: number, frameHeight: number): Box {
  if (frameWidth <= 0 || frameHeight <= 0 || playerWidth <= 0 || playerHeight <= 0) {
    return { left: 0, top: 0, width: Math.max(playerWidth, 0), height: Math.max(playerHeight, 0) };
  }
  const scale = Math.min(playerWidth / frameWidth, playerHeight / frameHeight);
  const width = frameWidth * scale;
  const height = frameHeight * scale;
  return { left: (playerWidth - width) / 2, top: (playerHeight - height) / 2, width, height };
}

export type CaptionLayout = {
  /** The captions layer: the picture itself, so cues are placed and sized by the frame, not by the player's box. */
  box: Box;
  /** The cue text's font size in pixels. */
  fontSize: number;
  /** The cues' distance from the picture's bottom edge: the safe margin, or more while the controls cover it. */
  bottom: number;
  /** The safe margin at the sides. */
  side: number;
};

/**
 * Cues sit bottom-centre within the picture's safe area, in text about 4.5 % of the frame's height and never under
 * CAPTION_MIN_SIZE_PX. While the controls
 * show, cues move up so that they end above the controls (`controlsTop`, in the player's coordinates) wherever the
 * controls cover the lower part of the picture; where they do not (the picture's band on a tall phone), cues stay.
 */
export function captionLayout(picture: Box, controlsTop: number | null, controlsShown: boolean): CaptionLayout {
  const fontSize = Math.max(picture.height * CAPTION_SIZE_OF_FRAME, CAPTION_MIN_SIZE_PX);
  const safe = picture.height * CAPTION_SAFE_MARGIN;
  const pictureBottom = picture.top + picture.height;
  const covered = controlsShown && controlsTop !== null ? pictureBottom - controlsTop + fontSize * CONTROLS_GAP_OF_SIZE : 0;
  return { box: picture, fontSize, bottom: Math.max(safe, covered), side: picture.width * CAPTION_SAFE_MARGIN };
}

/** The layout as the captions layer's style: its box, and custom properties its cue container reads (player.module.css). */
export function captionStyle(layout: CaptionLayout): CSSProperties {
  const { box } = layout;
  return {
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    '--caption-size': `${layout.fontSize}px`,
    '--caption-bottom': `${layout.bottom}px`,
    '--caption-side': `${layout.side}px`,
  } as CSSProperties;
}

/** An element's top within an ancestor, by layout offsets: the controls' slide while they hide does not count. */
function offsetTopWithin(element: HTMLElement, ancestor: HTMLElement): number {
  let top = 0;
  let current: HTMLElement | null = element;
  while (current && current !== ancestor) {
    top += current.offsetTop;
    current = current.offsetParent as HTMLElement | null;
  }
  return top;
}

type Measures = { player: { width: number; height: number }; frame: { width: number; height: number }; controlsTop: number | null };

/**
 * Measures the player, the video's frame size and where the controls begin, and lays the captions out over the
 * picture (see captionLayout). Re-measured when the player resizes (full screen, rotation) or the stream's frame
 * size changes.
 */
export function useCaptionLayout(
  refs: { container: RefObject<HTMLElement | null>; video: RefObject<HTMLVideoElement | null>; controls: RefObject<HTMLElement | null> },
  controlsShown: boolean,
): CSSProperties | undefined {
  const [measures, setMeasures] = useState<Measures | null>(null);

  useEffect(() => {
    const container = refs.container.current;
    const video = refs.video.current;
    if (!container || !video) return;
    const measure = () => {
      // The bar itself, not the gradient above it: the controls' first child is the timeline and buttons.
      const bar = refs.controls.current?.firstElementChild;
      setMeasures({
        player: { width: container.clientWidth, height: container.clientHeight },
        frame: { width: video.videoWidth, height: video.videoHeight },
        controlsTop: bar instanceof HTMLElement && bar.offsetHeight > 0 ? offsetTopWithin(bar, container) : null,
      });
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(container);
    if (refs.controls.current) observer?.observe(refs.controls.current);
    video.addEventListener('loadedmetadata', measure);
    video.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      video.removeEventListener('loadedmetadata', measure);
      video.removeEventListener('resize', measure);
    };
  }, [refs.container, refs.video, refs.controls]);

  if (!measures) return undefined;
  const picture = pictureBox(measures.player.width, measures.player.height, measures.frame.width, measures.frame.height);
  return captionStyle(captionLayout(picture, measures.controlsTop, controlsShown));
}
