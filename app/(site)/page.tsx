import { site } from '@/lib/config/site';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ title: site.tagline, description: site.description, path: '/' });

// Placeholder home: the content pages issue replaces it.
export default function HomePage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-24 sm:px-6">
      <h1 className="text-4xl font-bold">{site.tagline}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{site.description}</p>
    </section>
  );
}
