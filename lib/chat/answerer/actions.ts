/**
 * The assistant's actions, in the language of the answer: hand a visitor to a person, show the price
 * table, the offices and the ways to get in touch, point to the two free tools, greet and thank. Each
 * is also a passage whose searched text is the example questions of `Assistant.json`, so an action
 * is chosen by the same ranking as the content and never pre-empts a passage that answers better.
 */
import { formatUsd } from '@/lib/content/price';
import { localizedPath } from '@/lib/i18n/locales';
import type { Passage } from './passages';
import type { AnswererSources } from './sources';
import { ACTIONS, fill, PAGES, type Action, type PageName } from './vocabulary';

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** The ways to reach a person: e-mail, a call, a message, the contact page. */
export function handoff(s: AnswererSources): string {
  const { site, phrases: p } = s;
  return bullets([
    `[${site.email}](mailto:${site.email}) — ${fill(p.handoffEmail, { hours: site.inquiryReplyHours })}`,
    `[${fill(p.handoffCall, { minutes: site.discoveryCallMinutes })}](${site.links.booking})`,
    `[${fill(p.handoffMessage, { app: site.messaging.label })}](${site.messaging.url})`,
    `[${p.handoffForm}](${localizedPath('/contact', s.locale)})`,
  ]);
}

/** "I don't know" with the way to a person: the answer to anything no passage answers. */
export function refusal(s: AnswererSources): string {
  return `${s.phrases.refusal}\n\n${handoff(s)}`;
}

function actionAnswer(action: Action, s: AnswererSources): string {
  const { site, phrases: p } = s;
  const usd = (amount: number) => formatUsd(amount, s.locale);
  switch (action) {
    case 'human':
      return `${p.handoffIntro}\n\n${handoff(s)}`;
    case 'pricing':
      return [
        p.pricingIntro,
        bullets(
          [...s.packages]
            .sort((a, b) => a.price - b.price)
            .map(
              (pkg) =>
                `**${pkg.name}**: ${usd(pkg.price)}${pkg.popular ? ` — *${p.popular}*` : pkg.premium ? ` — *${p.premium}*` : ''}`,
            ),
        ),
        fill(p.everyPackage, { days: site.publicationDays }),
      ].join('\n\n');
    case 'services':
      return [
        p.servicesIntro,
        bullets([
          ...s.prModes.map((mode) => `**${mode.title}** (${mode.timeline}) — ${mode.summary}`),
          ...s.services.map((service) => `**${service.title}**`),
        ]),
      ].join('\n\n');
    case 'offices': {
      const { international: sg, vietnam: vn } = site.offices;
      return [
        p.officesIntro,
        bullets([
          `**${p.officeSingapore}**: ${sg.streetAddress}, ${sg.postalCode}`,
          `**${p.officeHcmc}**: ${vn.streetAddress}, ${vn.postalCode}`,
        ]),
        p.remote,
      ].join('\n\n');
    }
    case 'contact':
      return `${fill(p.contactIntro, { hours: site.inquiryReplyHours })}\n\n${handoff(s)}`;
    case 'checker':
      return p.checker;
    case 'angleFinder':
      return p.angleFinder;
    case 'greeting':
      return fill(p.greeting, { brand: site.brand });
    case 'thanks':
      return p.thanks;
  }
}

const ACTION_PAGE: Record<Action, PageName> = {
  human: 'contact',
  pricing: 'pricing',
  services: 'services',
  offices: 'contact',
  contact: 'contact',
  checker: 'checker',
  angleFinder: 'angleFinder',
  greeting: 'home',
  thanks: 'home',
};

/**
 * Each example question is a passage of its own, so an action is ranked on the example closest to
 * the question, like an FAQ question, and not on all its examples at once (which would outweigh any
 * single passage). The offices and the ways to get in touch are also found by what they say, since
 * no content file holds the addresses.
 */
export function actionPassages(s: AnswererSources): Passage[] {
  return ACTIONS.flatMap((action) => {
    const answer = actionAnswer(action, s);
    const passage = (id: string, title: string, text: string): Passage => ({
      id: `action-${action}-${id}`,
      kind: 'action',
      action,
      title,
      text,
      answer,
      href: localizedPath(PAGES[ACTION_PAGE[action]], s.locale),
      label: s.phrases.pages[ACTION_PAGE[action]],
    });
    const examples = s.phrases.actions[action].map((example, i) => passage(String(i), example, ''));
    return action === 'offices' || action === 'contact' ? [...examples, passage('facts', '', answer)] : examples;
  });
}
