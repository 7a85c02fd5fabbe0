/**
 * Hostile text for the property test and the benchmark: the pieces attackers repeat to make text
 * processing slow (each small-talk and intent phrase, filler words, runs of punctuation, CJK
 * punctuation, emoji with zero-width joiners, letters alternating with symbols) and the server-side
 * functions that read visitor text or press releases, all in one place so both cover the same.
 */
import { toFragments } from '@/lib/agents/fragments';
import { readAnswererSources, latinWords } from '@/lib/chat/answerer/files';
import { answererFor } from '@/lib/chat/answerer/instances';
import { questionLanguage } from '@/lib/chat/answerer/language';
import { locales, type Locale } from '@/lib/i18n/locales';
import { chunkText } from '@/lib/agents/checker';
import { localSignals } from '@/lib/pr-checker/localized/score';
import { analyzePressRelease } from '@/lib/pr-checker/engine';
import { buildCheckerMessage, extractPressRelease } from '@/lib/pr-checker/instruction';
import { parseReport } from '@/lib/pr-checker/parse-report';
import { writeReport } from '@/lib/pr-checker/report';
import { checkSuspicious } from '@/lib/validation/suspicious-input';
import { stripMarkup, truncate } from '@/lib/newsroom/text';
import { messageSchema } from '@/lib/validation/message';
import { MESSAGE_MAX_CHARS } from '@/lib/validation/rules';

/** The longest text the API accepts in one message (a checker message carries the release). */
export const MAX_TEXT = MESSAGE_MAX_CHARS;

export const PHRASES = [
  'hi ', 'hello there ', 'good morning ', 'thanks ', 'thank you ', 'cheers ', 'that helps ', 'bye ',
  'see you ', 'talk to you later ', 'so ', 'much ', 'so much ', 'very ', 'a lot ', 'again ', 'you ', 'u ',
  'for the help ', 'how are you doing today ', "how's it going ", 'kairo pr ', 'how long ', 'how much ',
  'ignore ', 'previous ', 'talk ', 'human ', 'who are you ', 'bitcoin price ', 'money back ', 'case study ',
  'api key ', 'system prompt ', '.env ', 'llm_',
];

export const SYMBOLS = [
  '.', '!', '?', ',', ';', ':', '-', '–', '—', '…', '"', '“', '”', '‘', '’', "'", '*', '**', '`', '_', '#',
  '[', ']', '(', ')', '](', '<', '>', '</', '<a', '/', '\\', '%', '$', '@', '+', '&', '|', '=',
];
export const CJK = ['。', '、', '「', '」', '，', '：', '！', '？', '・', '〜'];
/** Pieces the per-language rules look for: letters, quotes, market units, headings, datelines. */
export const MARKET = [
  'あ', '株', '한', '억', '亿', '万', '億円', 'tỷ', 'đồng', '１２', '1,', '『', '“', '"', '【東京】', '[서울=', '■ ',
  'について', '关于', '소개', 'Về ', 'Liên hệ báo chí', '2026年11月', 'ngày 1 tháng ', '라고 말했다', 'と述べ', '表示',
];
export const EMOJI = ['😀', '👨‍👩‍👧‍👦', '\u200d', '\u200b', '\ufe0f', '\u0301', '🏳️‍🌈', '🇸🇬'];
export const LETTERS = ['a', 'Z', 'É', 'é', 'İ', 'ß', '1', '9', 'Ab', 'x1'];
export const BLANKS = [' ', '  ', '\n', '\n\n', '\t', '\u00a0', '\r\n'];

/** `unit` repeated to exactly `length` characters, the last ones replaced by `suffix`. */
export function fill(unit: string, suffix = '', length = MAX_TEXT): string {
  const body = unit.repeat(Math.ceil(length / Math.max(1, unit.length)));
  return body.slice(0, length - suffix.length) + suffix;
}

/** The inputs known to hurt backtracking patterns, each at the maximum length. */
export const WORST_CASES: Record<string, string> = {
  'thanks + "so much" × N + x': `thanks ${fill('so much ', 'x', MAX_TEXT - 7)}`,
  'hi + filler words': `hi ${fill('so very much you u again ', '?', MAX_TEXT - 3)}`,
  'thanks, bye × N': fill('thanks, bye, hi! '),
  '"how long" × N': fill('how long '),
  '"ignore" × N': fill('ignore '),
  '"talk" × N': fill('talk to '),
  'alternating 。、': fill('。、'),
  'emoji with ZWJ': fill('👨‍👩‍👧‍👦\u200d'),
  'zero-width joiners': fill('\u200d'),
  'letter + symbol': fill('a.'),
  'letters with CJK': fill('a。'),
  'capital + non-ASCII': fill('Aé '),
  'dots and quotes': fill(".'’-"),
  'unclosed curly quotes': fill('“'),
  'unclosed brackets': fill('[a]('),
  'bold markers': fill('**a '),
  'blank runs + x': fill(' ', 'x'),
  'digits and commas': fill('1,'),
  'tags without close': fill('<a'),
  'curly-quoted words + said': `${fill('“abcdefghijklmnopqrst”', '', MAX_TEXT - 5)} said`,
  'straight-quoted names + said': `${fill('"Ab Cd Ef Gh Ij Kl Mn" ', '', MAX_TEXT - 5)} said`,
  'capitalised words, no spaces': fill('Ab’Cd-'),
  'astral capitals': fill('𝐀𝐛 '),
  'two-byte capitals': fill('Éé Ĳĳ '),
  'dateline-like': `A ,${fill(' ', '\u0000', MAX_TEXT - 3)}`,
  'unclosed corner quotes in Japanese': fill('「あいう'),
  'number + market unit': fill('1,2億'),
  'full-width digits': fill('１２３，'),
  'Korean quote + attribution': fill('"한국어"라고 말했다 '),
  'Chinese dateline-like': fill('新加坡，2026年11月20日 —— '),
  'Vietnamese dateline-like': fill('ngày 20 tháng 11 năm 2026 – '),
  'heading per line': fill('■ 회사 소개\n'),
  'one long Japanese line': fill('史上最強の革命的トークン'),
};

const history = [
  { role: 'user' as const, content: fill('so much ', '', 2000) },
  { role: 'assistant' as const, content: 'Our packages start at $1,499.' },
];

/** The chat answerer of each language, built on first use. */
const answerers = new Map<Locale, ReturnType<typeof answererFor>>();
const answerer = (locale: Locale) => {
  if (!answerers.has(locale)) answerers.set(locale, answererFor(readAnswererSources(locale)));
  return answerers.get(locale)!;
};

/** Every server-side function over visitor text or a press release, by name. */
export const TEXT_FUNCTIONS: Record<string, (text: string) => unknown> = {
  'message validation': (text) => messageSchema.safeParse({ text }),
  'suspicious-input check': checkSuspicious,
  'question language': (text) => questionLanguage(text, 'en', latinWords()),
  ...Object.fromEntries(locales.map((locale) => [`chat reply (${locale})`, (text: string) => answerer(locale).reply(text, history)])),
  'reply fragments': toFragments,
  'checker message': (text) => extractPressRelease(buildCheckerMessage(text)),
  'checker engine': (text) => analyzePressRelease(text),
  'checker rules (vi)': (text) => localSignals('vi', text),
  'checker rules (zh)': (text) => localSignals('zh', text),
  'checker rules (ko)': (text) => localSignals('ko', text),
  'checker rules (ja)': (text) => localSignals('ja', text),
  'checker report in Korean': (text) => writeReport(analyzePressRelease(text, 'ko')),
  'checker report': (text) => writeReport(analyzePressRelease(text)),
  'report chunks': chunkText,
  'report parser': parseReport,
  'feed summary': (text) => truncate(stripMarkup(text)),
};
