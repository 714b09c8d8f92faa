/**
 * A refusal an operator reads and acts on (a wrong setting, a wrong argument, a state a command will not work in): the
 * server and the commands print its message alone, without a stack trace, and exit with code 1 (server/main.ts,
 * server/cli/command.ts).
 */
export class OperatorError extends Error {}
