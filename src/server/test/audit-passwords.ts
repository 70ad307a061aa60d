/** Security audit: 15 of 30 sampled common passwords passed every rule of the form; all must be refused. */
export const AUDIT_PASSWORDS = [
  'Welcome1!',
  'Qwerty123!',
  'Admin@123',
  'Letmein1!',
  'Summer2024!',
  'Aa123456!',
  'Password1!',
  'Iloveyou1!',
  'Monkey123!',
  'Dragon2023!',
  'Football1!',
  'Sunshine1!',
  'Princess1!',
  'Qwerty@2024',
  'Abc12345!',
];
