import { type ComponentType, createElement } from 'react';
import { type ModalOptions, openModal } from './modal-store';

/**
 * Modals opened by name, so a feature can open another feature's modal without importing it: the header opens 'login',
 * which the accounts feature registers (`registerModal('login', LoginModal, { cancellable: true })`) from a module root.tsx imports.
 */
const registry = new Map<string, { component: ComponentType; options: ModalOptions }>();

export function registerModal(name: string, component: ComponentType, options: ModalOptions = {}): void {
  registry.set(name, { component, options });
}

export function isModalRegistered(name: string): boolean {
  return registry.has(name);
}

/** Opens a registered modal; `options` override the registered ones. Returns false when no such modal is registered. */
export function openRegisteredModal(name: string, options: ModalOptions = {}): boolean {
  const entry = registry.get(name);
  if (!entry) return false;
  openModal(createElement(entry.component), { ...entry.options, ...options });
  return true;
}
