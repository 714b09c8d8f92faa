import { ErrorCode, MAIL_NOT_SENT } from '../../lib/errors';
import { ApiError } from '../errors';

/**
 * A call whose e-mail the mail server refused, or did not take in time: 502 / 1005 (504 when it timed out), with
 * nothing of the call kept (docs/operations.md, "When an e-mail cannot be sent"). Logged once, with its reason, where
 * the sending failed (server/mail/notificationMails.ts): the error handler does not log it again.
 */
export class MailNotSent extends ApiError {
  constructor(timedOut: boolean) {
    super(
      timedOut ? 504 : 502,
      ErrorCode.UpstreamFailure,
      undefined,
      timedOut ? 'e-mail not sent: the mail server did not answer in time' : 'e-mail not sent: the mail server failed',
      { description: MAIL_NOT_SENT },
    );
  }
}
