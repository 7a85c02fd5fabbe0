import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/layout/error-screen';
import { pageTitle } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  title: { absolute: pageTitle('404 Not Found') },
  description: 'The page you are looking for does not exist.',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return <ErrorScreen detail="404 Not Found" />;
}
