export { PasswordField } from './password-field';
export { PasswordHintList } from './password-hints';
