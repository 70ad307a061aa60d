/** Prints `text` and exits 0 when the command line asks for --help or -h. */
export function printHelpIfAsked(text: string, argv?: string[]): void;
