import { describe, expect, it } from 'vitest';
import { CAPTION_MIN_SIZE_PX, CAPTION_SAFE_MARGIN, CAPTION_SIZE_OF_FRAME, captionLayout, pictureBox } from './caption-layout';

describe('the picture inside the player (object-fit: contain)', () => {
  it('a 16:9 frame on a 1440×900 screen is letterboxed top and bottom', () => {
    expect(pictureBox(1440, 900, 1280, 720)).toEqual({ left: 0, top: 45, width: 1440, height: 810 });
  });

  it('on a 390×844 phone it is a band across the middle', () => {
    const box = pictureBox(390, 844, 1280, 720);
    expect(box.width).toBe(390);
    expect(box.height).toBeCloseTo(219.375);
    expect(box.top).toBeCloseTo((844 - 219.375) / 2);
  });

  it('a frame of unknown size counts as the whole player', () => {
    expect(pictureBox(800, 600, 0, 0)).toEqual({ left: 0, top: 0, width: 800, height: 600 });
  });
});

describe('cue placement', () => {
  const picture = pictureBox(1440, 900, 1280, 720);

  it('cues are 4.5 % of the frame’s height, above the safe margin, while the controls hide', () => {
    const layout = captionLayout(picture, 780, false);
    expect(layout.fontSize).toBeCloseTo(810 * CAPTION_SIZE_OF_FRAME);
    expect(layout.bottom).toBeCloseTo(810 * CAPTION_SAFE_MARGIN);
    expect(layout.side).toBeCloseTo(1440 * CAPTION_SAFE_MARGIN);
  });

  it('never shrink under the readable minimum, as in the picture’s band on an upright phone', () => {
    const phone = pictureBox(390, 844, 1280, 720);
    expect(phone.height * CAPTION_SIZE_OF_FRAME).toBeLessThan(CAPTION_MIN_SIZE_PX);
    expect(captionLayout(phone, 760, false).fontSize).toBe(CAPTION_MIN_SIZE_PX);
  });

  it('move up above the controls while they show and cover the picture', () => {
    const hidden = captionLayout(picture, 780, false);
    const shown = captionLayout(picture, 780, true);
    expect(shown.bottom).toBeGreaterThan(hidden.bottom);
    // The cues' bottom edge, in the player's coordinates, ends above the controls.
    expect(picture.top + picture.height - shown.bottom).toBeLessThan(780);
  });

  it('stay where they are when the controls sit below the picture (a phone held upright)', () => {
    const phone = pictureBox(390, 844, 1280, 720);
    expect(captionLayout(phone, 760, true).bottom).toBe(captionLayout(phone, 760, false).bottom);
  });
});
