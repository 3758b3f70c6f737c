// Kept apart from the page schemas (pages.ts): the footer on every page imports these, and a module
// shared with the content pages would bring their zod schemas into the page shell.
/**
 * Spec "Public routes": "/terms&condition/{title} (for example privacy_policy, with an anchor to the
 * section on information collected)". The footer's privacy link goes there.
 */
export const PRIVACY_POLICY_SLUG = 'privacy_policy';
export const INFORMATION_COLLECTED_ANCHOR = 'information-collected';
export const PRIVACY_POLICY_LINK = `/terms&condition/${PRIVACY_POLICY_SLUG}#${INFORMATION_COLLECTED_ANCHOR}`;
