export const statusTexts = {
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  unauthorisedTitle: 'You are not authorised to view this page',
  unauthorisedText: 'Sign in with an account that has access, or go back to the home page.',
  backHome: 'Back to home',
} as const;
