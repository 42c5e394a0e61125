import { MessagePage } from '@/components/layout/message-page';

export default function NotFound() {
  return <MessagePage namespace="NotFound" documentTitle />;
}
