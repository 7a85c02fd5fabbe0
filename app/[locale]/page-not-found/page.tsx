import NotFound, { generateMetadata } from '../not-found';

// The 404 screen as a page of its own, prerendered once per language: server.mjs answers every 404
// of a public page with it, status 404 (lib/http/localized-not-found.mjs, docs/i18n.md). Its URL is
// never linked and answers 404 itself.
export { generateMetadata };
export default NotFound;
