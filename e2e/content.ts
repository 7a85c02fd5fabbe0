/** The built-in content the site serves, read from content/ the way the server reads it. */
import fs from 'node:fs';
import path from 'node:path';
import { readContentFile } from '../lib/content/files';

type Nodes = { nodes: Array<{ id: string; fieldValues: Record<string, string> }> };
/** Node files as written (text fields as strings), for comparing with the rendered pages. */
const readNodes = (file: string): Nodes => JSON.parse(fs.readFileSync(path.join('content', file), 'utf8'));

const dir = 'content';
export const faqItems = readContentFile('faq', dir);
export const { mission, values, founder, vision } = readContentFile('about', dir);
export const { whatToExpect, faq: contactFaqItems } = readContentFile('contact', dir);
export const prModes = readContentFile('pr-modes', dir);
export const { updated: privacyUpdated, sections: privacySections } = readContentFile('privacy', dir);
export const publications = readContentFile('publications', dir);
export const testimonials = readContentFile('testimonials', dir);
export const stats = readContentFile('stats', dir);
export const packages = readContentFile('packages', dir);
export const serviceSeed = readNodes('services.nodes.json');
export const caseStudySeed = readNodes('case-studies.nodes.json');
export { GUIDE_PATH } from '../lib/newsroom/guide';
