import { accountMessages as m, RegisterRequest, type RegisterForm } from '@reno/domain';
import { type FieldErrors, fieldErrorsOf } from '../../lib/form-errors';

export type RegisterField = Exclude<keyof RegisterForm, 'lead'>;

export interface RegisterValues {
  salutation: string;
  first_name: string;
  last_name: string;
  email: string;
  handphone_no: string;
  password: string;
  confirm_password: string;
  affiliate_code: string;
  terms: boolean;
  prohelp: boolean;
}

export const emptyRegisterValues: RegisterValues = {
  salutation: '',
  first_name: '',
  last_name: '',
  email: '',
  handphone_no: '',
  password: '',
  confirm_password: '',
  affiliate_code: '',
  terms: false,
  prohelp: false,
};

/**
 * Every message of the form, from the one schema the server also uses. The confirm password is
 * compared on its own too, so it is re-checked whenever either password changes (spec §5), even while
 * other fields are still invalid.
 */
export function registerErrorsOf(values: RegisterValues): FieldErrors<RegisterField> {
  const parsed = RegisterRequest.safeParse(values);
  const errors: FieldErrors<RegisterField> = parsed.success ? {} : fieldErrorsOf<RegisterField>(parsed.error);
  if (values.confirm_password && values.confirm_password !== values.password)
    errors.confirm_password = m.passwordMismatch;
  return errors;
}
