import { notFound } from 'next/navigation';

// A path under a language prefix that no page matches gets that language's 404 inside the site's
// layout (app/[locale]/not-found.tsx); the global 404 only knows English. Its title and robots
// rule are the 404's: Next keeps the page's metadata when the page answers notFound().
export { generateMetadata } from '../not-found';

export default function Missing(): never {
  notFound();
}
