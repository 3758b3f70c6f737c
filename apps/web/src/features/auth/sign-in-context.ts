import { type LoginBilling } from '@reno/domain';
import { createContext, useContext } from 'react';

export interface SignInOptions {
  /** Where to go after signing in, instead of the role's home (a guard passes the page asked for). */
  returnTo?: string;
  /** Spec §6: a client's billing address to save at login, when the opener has asked for one. */
  billing?: LoginBilling;
}

export interface SignInApi {
  open: (options?: SignInOptions) => void;
  /**
   * Opens the Register dialog (Register, then Verify Number). With a `returnTo` (registering from a
   * Sign In dialog a page opened, e.g. Design Now's Save) the end dialog returns there.
   */
  register: (options?: SignInOptions) => void;
}

export const SignInContext = createContext<SignInApi | null>(null);

/** Opens the Sign In dialog from anywhere under the router (header, guards, pages). */
export function useSignIn(): SignInApi {
  const signIn = useContext(SignInContext);
  if (!signIn) throw new Error('useSignIn must be used inside <SignInProvider>');
  return signIn;
}
