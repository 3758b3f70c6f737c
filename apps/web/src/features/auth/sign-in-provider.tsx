import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { SignInContext, type SignInOptions } from './sign-in-context';
import { SignInDialog } from './sign-in-dialog';

// Most visitors never register: the dialog (form, stepper, SMS code) loads when first opened.
const RegisterDialog = lazy(async () => ({ default: (await import('./register-dialog')).RegisterDialog }));

type Open =
  { kind: 'none' } | { kind: 'sign-in'; options: SignInOptions } | { kind: 'forgot' } | { kind: 'register' };

/** Holds which account dialog is open; one instance under the router serves every opener. */
export function SignInProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Open>({ kind: 'none' });
  // A fresh dialog on every opening: nothing typed before (a password!) survives a close.
  const [generation, setGeneration] = useState(0);
  const api = useMemo(
    () => ({
      open: (options: SignInOptions = {}) => {
        setGeneration((n) => n + 1);
        setState({ kind: 'sign-in', options });
      },
      register: () => {
        setGeneration((n) => n + 1);
        setState({ kind: 'register' });
      },
    }),
    [],
  );
  const close = () => setState({ kind: 'none' });
  return (
    <SignInContext.Provider value={api}>
      {children}
      <SignInDialog
        key={generation}
        open={state.kind === 'sign-in'}
        returnTo={state.kind === 'sign-in' ? state.options.returnTo : undefined}
        billing={state.kind === 'sign-in' ? state.options.billing : undefined}
        onClose={close}
        onForgotPassword={() => setState({ kind: 'forgot' })}
        onRegister={api.register}
      />
      {state.kind === 'register' && (
        <Suspense fallback={null}>
          <RegisterDialog key={`register-${generation}`} open onClose={close} onSignIn={() => api.open()} />
        </Suspense>
      )}
      <ForgotPasswordDialog open={state.kind === 'forgot'} onClose={close} />
    </SignInContext.Provider>
  );
}
