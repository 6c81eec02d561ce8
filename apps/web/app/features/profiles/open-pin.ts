import type { PinMode } from './pin-flow';
import type { PinOpenOptions } from './pin-modal';

/** Opens a PIN modal of one mode (spec 2 §4 PIN modal); its steps load with the first PIN asked for. */
export function openPin(mode: PinMode, options: PinOpenOptions = {}): Promise<void> {
  return import('./pin-modal').then((module) => module.openPinModal(mode, options));
}
