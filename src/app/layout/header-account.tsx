import { Link } from 'react-router-dom';
import { customerAccountLink, manageSubscriptionsLabel } from '../../components/customer-account';
import { paths } from '../../config/paths';
import { emailPrefix } from '../../domain/account-name';
import { useAuth } from '../../lib/firebase/auth-context';
import { PlainIcon } from '../../components/plain-icon';
import { frameIcons } from './frame-icons';

/**
 * The account corner of the header: the email prefix, Admin (for admins: messages and
 * subscribers), Manage subscriptions (Shopify's customer account) and Logout when signed in, the
 * Login link otherwise (also while the session is still being read, which is what most visitors
 * are). Each says in words what it is, at every width the corner is shown (md and up). Admin and
 * Manage subscriptions are an icon with its word under it, as the phone's bottom bar does: side by
 * side the words would not fit beside the row of links from lg (1200-1535 px).
 */
export function HeaderAccount() {
  const { user, isAdmin, signOut } = useAuth();
  if (!user) {
    return (
      <Link to={paths.auth} className="button button--text button--inherit site-header__no-shrink">
        <span className="button__icon">
          <PlainIcon paths={frameIcons.account} />
        </span>
        Login
      </Link>
    );
  }
  return (
    <div className="site-header__account">
      <span title={user.email} className="site-header__account-name">
        <PlainIcon paths={frameIcons.account} />
        <span>{emailPrefix(user.email)}</span>
      </span>
      {isAdmin && (
        <Link
          to={paths.admin}
          className="button button--text button--inherit button--small site-header__captioned"
        >
          <PlainIcon paths={frameIcons.inbox} />
          Admin
        </Link>
      )}
      <a
        {...customerAccountLink}
        className="button button--text button--inherit button--small site-header__captioned"
        // Its word is "Subscriptions"; its name says all of it (the word is in it, for voice control).
        aria-label={`${manageSubscriptionsLabel} (opens in a new tab)`}
      >
        <PlainIcon paths={frameIcons.renew} />
        Subscriptions
      </a>
      <button
        type="button"
        className="button button--outlined button--inherit button--small site-header__no-shrink"
        onClick={() => void signOut()}
      >
        Logout
      </button>
    </div>
  );
}
