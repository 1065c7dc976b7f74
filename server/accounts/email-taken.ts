import { AUTH_MESSAGES } from '../../common/contracts/auth.js';
import { conflict, type AppError } from '../errors.js';

/** The 409 for an e-mail address another account already has (registration and profile alike). */
export function emailTaken(): AppError {
  return conflict(AUTH_MESSAGES.duplicateEmail, { email: [AUTH_MESSAGES.duplicateEmail] });
}
