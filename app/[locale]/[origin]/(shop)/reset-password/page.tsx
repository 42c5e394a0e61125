/** The API mails `/reset-password?email=…&token=…` (lib/server/user/account.ts): the same page as /create-password. */
export { default, instant, generateMetadata } from '../create-password/page';
