import { ApiError, ErrorCode } from '../../lib/errors';
import { checkedName, VIEW_NAME_MAX } from '../../lib/savedViews';

/** A refused view write's message key and its arguments (the server's answer, or the same rule checked first here). */
export interface ViewError {
  message: string;
  args?: Record<string, unknown>;
}

export function viewErrorOf(error: unknown): ViewError {
  const body =
    error instanceof ApiError
      ? error.body()
      : (error as { body?: { error_code?: number; error_field?: string } })?.body;
  const code = body?.error_code;
  const field = body?.error_field;
  if (code === ErrorCode.Mandatory && field === 'name') return { message: 'savedViews.errors.nameRequired' };
  if (code === ErrorCode.Invalid && field === 'name') {
    const tooLong = (body as { message?: string }).message?.includes('longer');
    return tooLong
      ? { message: 'savedViews.errors.nameTooLong', args: { max: VIEW_NAME_MAX } }
      : { message: 'savedViews.errors.nameInvalid' };
  }
  if (code === ErrorCode.Duplicate) return { message: 'savedViews.errors.nameTaken' };
  if (code === ErrorCode.ResourceAccessDenied) return { message: 'savedViews.errors.notOwner' };
  return { message: 'savedViews.errors.failed' };
}

/** A name checked before it is sent (lib/savedViews.ts): the refusal's message, else undefined. */
export function nameProblem(name: string): ViewError | undefined {
  try {
    checkedName(name);
    return undefined;
  } catch (error) {
    return viewErrorOf(error);
  }
}
