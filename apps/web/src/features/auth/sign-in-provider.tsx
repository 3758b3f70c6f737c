import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { LazyFallback } from '../../components/lazy-fallback';
import { SignInContext, type SignInOptions } from './sign-in-context';

// The account dialogs (forms, zod schemas, password and SMS-code fields) are not part of the page shell:
// each loads when first opened, then stays mounted so closing keeps its transition and focus return.
const SignInDialog = lazy(async () => ({ default: (await import('./sign-in-dialog')).SignInDialog }));
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./forgot-password-dialog')).ForgotPasswordDialog,
}));
const RegisterDialog = lazy(async () => ({ default: (await import('./register-dialog')).RegisterDialog }));

type Open =
  | { kind: 'none' }
  | { kind: 'sign-in'; options: SignInOptions }
  | { kind: 'forgot' }
  | { kind: 'register'; options: SignInOptions };

/** Holds which account dialog is open; one instance under the router serves every opener. */
export function SignInProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Open>({ kind: 'none' });
  // A fresh dialog on every opening: nothing typed before (a password!) survives a close.
  const [generation, setGeneration] = useState(0);
  const [opened, setOpened] = useState({ signIn: false, forgot: false });
  const api = useMemo(
    () => ({
      open: (options: SignInOptions = {}) => {
        setGeneration((n) => n + 1);
        setOpened((was) => (was.signIn ? was : { ...was, signIn: true }));
        setState({ kind: 'sign-in', options });
      },
      register: (options: SignInOptions = {}) => {
        setGeneration((n) => n + 1);
        setState({ kind: 'register', options });
      },
    }),
    [],
  );
  const close = () => setState({ kind: 'none' });
  const forgot = () => {
    setOpened((was) => (was.forgot ? was : { ...was, forgot: true }));
    setState({ kind: 'forgot' });
  };
  return (
    <SignInContext.Provider value={api}>
      {children}
      {opened.signIn && (
        <Suspense fallback={state.kind === 'sign-in' ? <LazyFallback /> : null}>
          <SignInDialog
            key={generation}
            open={state.kind === 'sign-in'}
            returnTo={state.kind === 'sign-in' ? state.options.returnTo : undefined}
            billing={state.kind === 'sign-in' ? state.options.billing : undefined}
            onClose={close}
            onForgotPassword={forgot}
            // The page that asked to sign in (Design Now's Save) is where a new account returns to.
            onRegister={() => api.register(state.kind === 'sign-in' ? state.options : {})}
          />
        </Suspense>
      )}
      {state.kind === 'register' && (
        <Suspense fallback={<LazyFallback />}>
          <RegisterDialog
            key={`register-${generation}`}
            open
            returnTo={state.options.returnTo}
            onClose={close}
            onSignIn={() => api.open(state.options)}
          />
        </Suspense>
      )}
      {opened.forgot && (
        <Suspense fallback={state.kind === 'forgot' ? <LazyFallback /> : null}>
          <ForgotPasswordDialog open={state.kind === 'forgot'} onClose={close} />
        </Suspense>
      )}
    </SignInContext.Provider>
  );
}
