import { needsScript } from '../../components/no-script-note';
import { PRIVACY_CHOICES_BUTTON_ID, setPanelOpen } from '../../components/privacy/privacy-store';

/**
 * "Privacy choices" in the footer: the privacy question again, to change the answer. The choices live in
 * the browser, so without JavaScript there is nothing to choose (nothing tracks either): hidden then.
 */
export function PrivacyChoicesButton() {
  return (
    <button
      type="button"
      id={PRIVACY_CHOICES_BUTTON_ID}
      {...needsScript}
      className="site-footer__privacy"
      onClick={() => setPanelOpen(true)}
    >
      Privacy choices
    </button>
  );
}
