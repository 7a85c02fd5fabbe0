/**
 * Checks JSON-LD blocks against the required and recommended properties of their schema.org type,
 * as search engines' structured-data guidelines list them. Every top-level type the site emits must
 * have a rule here, so a new block cannot slip through unchecked.
 */
type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function absoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

class Report {
  problems: string[] = [];
  constructor(private readonly where: string) {}
  text(node: Node, key: string, at = '') {
    if (typeof node[key] !== 'string' || !(node[key] as string).trim())
      this.problems.push(`${this.where}${at}: ${key} missing`);
  }
  url(node: Node, key: string, at = '') {
    if (!absoluteUrl(node[key]))
      this.problems.push(`${this.where}${at}: ${key} is not an absolute URL (${JSON.stringify(node[key])})`);
  }
  date(node: Node, key: string, at = '') {
    if (typeof node[key] !== 'string' || Number.isNaN(Date.parse(node[key] as string))) {
      this.problems.push(`${this.where}${at}: ${key} is not an ISO 8601 date`);
    }
  }
  nonEmpty(node: Node, key: string, at = ''): unknown[] {
    const values = list(node[key]);
    if (!values.length) this.problems.push(`${this.where}${at}: ${key} missing or empty`);
    return values;
  }
  check(ok: boolean, message: string) {
    if (!ok) this.problems.push(`${this.where}: ${message}`);
  }
}

function address(r: Report, value: unknown, at: string) {
  if (!isObject(value) || value['@type'] !== 'PostalAddress') return r.check(false, `${at} is not a PostalAddress`);
  for (const key of ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry']) r.text(value, key, ` ${at}`);
}

function namedThing(r: Report, value: unknown, at: string, types: string[]) {
  if (!isObject(value)) return r.check(false, `${at} missing`);
  // A reference to a node defined elsewhere on the page ({"@id": …}) is complete by itself.
  if (Object.keys(value).length === 1 && typeof value['@id'] === 'string') return;
  r.check(types.includes(value['@type'] as string), `${at} is a ${String(value['@type'])}, not ${types.join(' or ')}`);
  r.text(value, 'name', ` ${at}`);
}

function listItems(r: Report, node: Node, at: string): Node[] {
  const items = r.nonEmpty(node, 'itemListElement', at);
  items.forEach((item, index) => {
    r.check(
      isObject(item) && item.position === index + 1,
      `${at} item ${index + 1} has position ${isObject(item) ? String(item.position) : '?'}`,
    );
  });
  return items.filter(isObject);
}

function article(r: Report, node: Node) {
  r.text(node, 'headline');
  const images = r.nonEmpty(node, 'image');
  for (const image of images) r.check(absoluteUrl(isObject(image) ? image.url : image), 'image has no absolute URL');
  r.date(node, 'datePublished');
  r.date(node, 'dateModified');
  const authors = r.nonEmpty(node, 'author');
  authors.forEach((author, i) => namedThing(r, author, `author ${i + 1}`, ['Person', 'Organization']));
  namedThing(r, node.publisher, 'publisher', ['Organization']);
  if (isObject(node.publisher))
    r.check(
      absoluteUrl(isObject(node.publisher.logo) ? node.publisher.logo.url : node.publisher.logo),
      'publisher logo missing',
    );
  r.url(node, 'url');
  r.text(node, 'description');
}

const rules: Record<string, (r: Report, node: Node) => void> = {
  Organization(r, node) {
    r.text(node, 'name');
    r.url(node, 'url');
    r.url(node, 'logo');
    r.nonEmpty(node, 'sameAs').forEach((link, i) =>
      r.check(absoluteUrl(link), `sameAs ${i + 1} is not an absolute URL`),
    );
  },
  WebSite(r, node) {
    r.text(node, 'name');
    r.url(node, 'url');
  },
  ProfessionalService(r, node) {
    r.text(node, 'name');
    r.url(node, 'url');
    r.url(node, 'image');
    r.text(node, 'priceRange');
    r.nonEmpty(node, 'address').forEach((a, i) => address(r, a, `address ${i + 1}`));
  },
  NewsArticle: article,
  BlogPosting: article,
  BreadcrumbList(r, node) {
    const items = listItems(r, node, ' BreadcrumbList');
    r.check(items.length >= 2, 'a breadcrumb trail needs at least two steps');
    items.forEach((item, i) => {
      r.text(item, 'name', ` breadcrumb ${i + 1}`);
      r.url(item, 'item', ` breadcrumb ${i + 1}`);
    });
  },
  FAQPage(r, node) {
    r.nonEmpty(node, 'mainEntity').forEach((question, i) => {
      if (!isObject(question) || question['@type'] !== 'Question')
        return r.check(false, `mainEntity ${i + 1} is not a Question`);
      r.text(question, 'name', ` question ${i + 1}`);
      r.check(
        isObject(question.acceptedAnswer) &&
          typeof question.acceptedAnswer.text === 'string' &&
          question.acceptedAnswer.text.length > 0,
        `question ${i + 1} has no answer text`,
      );
    });
  },
  ItemList(r, node) {
    r.text(node, 'name');
    for (const [i, entry] of listItems(r, node, ' ItemList').entries()) {
      if (!isObject(entry.item)) continue;
      r.text(entry.item, 'name', ` item ${i + 1}`);
      if (entry.item['@type'] === 'Service')
        namedThing(r, entry.item.provider, `item ${i + 1} provider`, ['Organization']);
    }
  },
  OfferCatalog(r, node) {
    r.text(node, 'name');
    r.nonEmpty(node, 'itemListElement').forEach((offer, i) => {
      if (!isObject(offer) || offer['@type'] !== 'Offer') return r.check(false, `offer ${i + 1} is not an Offer`);
      r.text(offer, 'name', ` offer ${i + 1}`);
      r.check(
        typeof offer.price === 'number' || /^\d+(\.\d+)?$/.test(String(offer.price)),
        `offer ${i + 1} has no price`,
      );
      r.check(/^[A-Z]{3}$/.test(String(offer.priceCurrency)), `offer ${i + 1} has no ISO 4217 priceCurrency`);
    });
  },
  WebApplication(r, node) {
    r.text(node, 'name');
    r.url(node, 'url');
    r.text(node, 'applicationCategory');
    r.text(node, 'operatingSystem');
    const offer = isObject(node.offers) ? node.offers : {};
    r.check(
      offer.price !== undefined && /^[A-Z]{3}$/.test(String(offer.priceCurrency)),
      'offers needs price and priceCurrency',
    );
  },
  WebPage: page,
  CollectionPage(r, node) {
    page(r, node);
    if (isObject(node.mainEntity)) {
      for (const [i, entry] of listItems(r, node.mainEntity, ' mainEntity').entries()) {
        r.check(
          absoluteUrl(entry.url) || (isObject(entry.item) && absoluteUrl(entry.item.url)),
          `list item ${i + 1} has no absolute URL`,
        );
      }
    }
  },
  ContactPage(r, node) {
    page(r, node);
    namedThing(r, node.mainEntity, 'mainEntity', ['Organization']);
  },
  AboutPage(r, node) {
    page(r, node);
    namedThing(r, node.mainEntity, 'mainEntity', ['Organization']);
    if (isObject(node.mainEntity) && node.mainEntity.founder) {
      namedThing(r, node.mainEntity.founder, 'founder', ['Person']);
      if (isObject(node.mainEntity.founder)) r.text(node.mainEntity.founder, 'jobTitle', ' founder');
    }
  },
};

function page(r: Report, node: Node) {
  r.text(node, 'name');
  r.url(node, 'url');
}

/** Problems with one top-level JSON-LD block; an empty list means it is complete. */
export function structuredDataProblems(block: unknown, where: string): string[] {
  const r = new Report(where);
  if (!isObject(block)) return [`${where}: a JSON-LD block is not an object`];
  r.check(block['@context'] === 'https://schema.org', `@context is ${JSON.stringify(block['@context'])}`);
  const type = String(block['@type']);
  const rule = rules[type];
  if (!rule) return [`${where}: no rule for @type ${type}; add one to e2e/structured-data.ts`];
  rule(r, block);
  return r.problems.map((problem) => `${problem} [${type}]`);
}
