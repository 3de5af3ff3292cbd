import { Component, type ReactNode } from 'react';
import { StoreError } from './route-error';

/**
 * Catches what fails outside the pages' own error screens: the code the store-wide parts load later
 * (the toasts, the cart's connection to Shopify) may be gone after a deploy. Without it, React would
 * leave an empty page.
 */
export class StoreErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    return this.state.error ? <StoreError error={this.state.error} /> : this.props.children;
  }
}
