// Every command of the repository answers --help (or -h) with what it does and its options.
export function printHelpIfAsked(text, argv = process.argv.slice(2)) {
  if (!argv.includes('--help') && !argv.includes('-h')) return;
  process.stdout.write(`${text.trim()}\n`);
  process.exit(0);
}
