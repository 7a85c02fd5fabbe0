import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/** The one JSON-LD component: every structured-data block goes through it. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
