/**
 * One trial per person, not per spelling: the address a trial claim is kept under. Lower case, the
 * '+tag' of the local part removed, and for Gmail (gmail.com, googlemail.com: the same mailboxes) the dots
 * removed too, since Gmail delivers 'j.doe+x@gmail.com' to 'jdoe@gmail.com'.
 */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

export function trialIdentityOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
