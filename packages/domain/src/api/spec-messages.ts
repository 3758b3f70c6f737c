// `config` imported by name, not called as `z.config`: the web build treats every `z.*` call as pure
// (vite.config.ts `manualPureFunctions`) and dropped the call, so the browser never had these messages.
import { config as configureZod } from 'zod';
import { fieldIsRequired, fieldMustBeNumber } from './messages.js';
import { formatCount } from '../format/money.js';

/** What the error map reads of an issue zod raised without a message of our own. */
interface RawIssue {
  code?: string;
  path?: PropertyKey[];
  input?: unknown;
  expected?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  divisor?: number | bigint;
  discriminator?: string;
  options?: readonly unknown[];
}

const formatNumber = (n: number | bigint | undefined) =>
  typeof n === 'number' ? formatCount(n) : String(n ?? '');

/** The options a field takes, when there are few enough to read out. */
const listOptions = (values: readonly unknown[] | undefined) =>
  values && values.length > 0 && values.length <= 8 ? values.map(String).join(', ') : undefined;

/**
 * Issue 15 item 10: the words a user reads when a field breaks a rule our schema gave no message for.
 * Spec §5: "is not of a type number" becomes "{field} must be a number." and "type string" becomes
 * "{field} is required."; every other rule gets a sentence naming the field, never zod's own text
 * ("Too big: expected string to have <=64 characters", "Invalid discriminator value").
 */
export function specIssueMessage(issue: RawIssue): string {
  const path = (issue.path ?? []).map(String);
  const field = path.join('.') || 'The request';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return fieldIsRequired(field);
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return fieldMustBeNumber(field);
      if (issue.expected === 'string') return fieldIsRequired(field);
      if (issue.expected === 'boolean') return `${field} must be true or false.`;
      if (issue.expected === 'array') return `${field} must be a list.`;
      if (issue.expected === 'date') return `${field} must be a date.`;
      return `${field} is not valid.`;
    case 'too_big': {
      const max = formatNumber(issue.maximum);
      if (issue.origin === 'string') return `${field} must be at most ${max} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${field} must have at most ${max} items.`;
      return issue.inclusive === false
        ? `${field} must be less than ${max}.`
        : `${field} must be at most ${max}.`;
    }
    case 'too_small': {
      const min = formatNumber(issue.minimum);
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? fieldIsRequired(field)
          : `${field} must be at least ${min} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1
          ? fieldIsRequired(field)
          : `${field} must have at least ${min} items.`;
      return issue.inclusive === false
        ? `${field} must be greater than ${min}.`
        : `${field} must be at least ${min}.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return `${field} must be a valid email address.`;
      if (issue.format === 'date' || issue.format === 'datetime') return `${field} must be a valid date.`;
      if (issue.format === 'url') return `${field} must be a valid web address.`;
      return `${field} is not valid.`;
    case 'invalid_value': {
      const options = listOptions(issue.values);
      return options ? `${field} must be one of: ${options}.` : `${field} is not valid.`;
    }
    case 'invalid_union': {
      const options = listOptions(issue.options);
      // A discriminated union names the discriminator in the path ("decision must be one of: ...").
      if (issue.discriminator && options) return `${field} must be one of: ${options}.`;
      return `${field} is not valid.`;
    }
    case 'unrecognized_keys':
      return `${(issue.keys ?? []).join(', ') || field} ${issue.keys && issue.keys.length > 1 ? 'are' : 'is'} not allowed.`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${formatNumber(issue.divisor)}.`;
    default:
      return `${field} is not valid.`;
  }
}

/**
 * Makes {@link specIssueMessage} the message of every issue a schema names no message for, on this
 * zod instance (the server at start-up; the web where its forms load zod). Schema messages still win.
 */
export function installSpecMessages() {
  configureZod({ customError: (issue) => specIssueMessage(issue) });
}
