// Types react-intl's message ids as the catalogs' keys, so formatMessage({ id }) and
// <FormattedMessage id> with a key that is not in messages/en.ts fail the type check.
import type { MessageId } from './messages/en';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export {};
