import { useLocation } from 'react-router';
import { useSignIn } from '../../features/auth/sign-in-context';
import { QuotationDoctorPage } from '../../features/services/quotation-doctor-page';

/** Joins two features here (features do not import each other): Quotation Doctor asks to sign in. */
export function QuotationDoctorRoute() {
  const signIn = useSignIn();
  const location = useLocation();
  return <QuotationDoctorPage onSignIn={() => signIn.open({ returnTo: location.pathname })} />;
}
