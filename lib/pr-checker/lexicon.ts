/**
 * Word lists and patterns the signals match. Kept in one place so an editor can tune what counts
 * as hype, proof or a red flag without touching the scoring.
 */

const words = (list: string[]) => new RegExp(`\\b(?:${list.join('|')})\\b`, 'gi');

/** Words that read as advertising to an editor, two points each. */
export const STRONG_HYPE = words([
  'revolution(?:ary|i[sz]e[sd]?|i[sz]ing)',
  'game[- ]chang(?:ing|er)',
  'ground-?breaking',
  'disruptive',
  'unprecedented',
  'incredible',
  'amazing',
  'awesome',
  'insane(?:ly)?',
  'epic',
  'mind-blowing',
  'world-class',
  'best-in-class',
  'unparall?el(?:l)?ed',
  'unrivall?ed',
  'ultimate',
  'jaw-dropping',
  'explosive',
  'skyrocket(?:s|ed|ing)?',
  'massive',
  'huge',
  'paradigm shift',
  'next big thing',
  'once-in-a-lifetime',
  'life-changing',
  'magical',
  'unbelievabl[ey]',
]);

/** Common buzzwords, one point each after the first. */
export const MILD_HYPE = words([
  'innovative',
  'cutting-edge',
  'state-of-the-art',
  'next-gen(?:eration)?',
  'seamless(?:ly)?',
  'industry-leading',
  'market-leading',
  'leading',
  'unique',
  'robust',
  'powerful',
  'exciting',
  'excited',
  'thrilled',
  'best',
  'premier',
  'breakthrough',
  'transformative',
  'synerg(?:y|ies)',
]);

/** Promises and price talk that make crypto editors (and regulators) stop reading. */
export const CRYPTO_RED_FLAGS = words([
  'guarantee[sd]? (?:returns?|profits?|yields?|income|gains?)',
  'guaranteed',
  'risk[- ]free',
  'zero risk',
  'to the moon',
  'moon(?:ing|shot)?',
  '\\d{1,6}x (?:returns?|gains?|profits?)',
  '(?:10|20|50|100|1000)x',
  'get rich',
  'passive income',
  'double your (?:money|investment|crypto)',
  'financial freedom',
  'price (?:will|is going to|target|prediction|pump)',
  'token price',
  'pump(?:ing|ed)?',
  'lambo',
  'fomo',
  "don[’']?t miss out",
  'buy now',
  "before it[’']?s too late",
  'ape in',
  'wagmi',
  'high yields?',
  '\\d{3,9}% apy',
  'apy of \\d{3,9}%?',
]);

/** Sweeping claims; counted outside quotations when the sentence gives no number or source. */
export const ABSOLUTE_CLAIMS = words([
  'the best',
  'the only',
  'the first',
  "world[’']?s first",
  'first-ever',
  'number one',
  'no\\. ?1',
  'the leading',
  'the largest',
  'the biggest',
  'the fastest',
  'the safest',
  'the most (?:trusted|secure|advanced|innovative|powerful|reliable)',
  '100% (?:safe|secure)',
  'unhackable',
  'never fails?',
  'will (?:revolutioni[sz]e|change the world|dominate|disrupt)',
  'everyone (?:will|needs|wants)',
]);
export const CLAIM_SOURCE =
  /\b(?:according to|based on|data from|report(?:ed)? by|ranked by|survey|study|audited|verified by|measured by)\b|\d/i;

/** Pronouns of a company talking about itself or to the reader. */
export const FIRST_SECOND_PERSON = /\b(?:we|our|ours|us|you|your|yours|me|my)\b|\bI\b/gi;

/** Announcement verbs: the "what" of a lead. */
export const ANNOUNCEMENT_VERB =
  /\b(?:announc(?:e|es|ed|ing)|launch(?:es|ed|ing)?|unveil(?:s|ed|ing)?|introduc(?:e|es|ed|ing)|rais(?:e|es|ed|ing)|secur(?:e|es|ed|ing)|clos(?:e|es|ed|ing)|complet(?:e|es|ed|ing)|partner(?:s|ed|ing)|sign(?:s|ed|ing)|expand(?:s|ed|ing)?|open(?:s|ed|ing)|acquir(?:e|es|ed|ing)|appoint(?:s|ed|ing)?|debut(?:s|ed|ing)?|roll(?:s|ed|ing)? out|receiv(?:e|es|ed|ing)|obtain(?:s|ed|ing)?|award(?:s|ed)|won|wins|reach(?:es|ed)|surpass(?:es|ed)|integrat(?:e|es|ed|ing)|list(?:s|ed)|go(?:es)? live|went live|enter(?:s|ed)|select(?:s|ed)|releas(?:es|ed)|publish(?:es|ed)|form(?:s|ed)|join(?:s|ed)|hir(?:es|ed)|names|named)\b/i;

/** "When" words of a lead besides a full date. */
export const WHEN_WORD =
  /\b(?:today|yesterday|this (?:week|month|quarter|year)|on (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|(?:Q[1-4]|H[12]) \d{4}|in \d{4}|(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?) \d{4})\b/i;

/** Places an Asia-based Web3, fintech and tech release is likely to name. */
export const PLACE =
  /\b(?:Singapore|Vietnam|Viet Nam|Ho Chi Minh City|Hanoi|Da Nang|Hong Kong|Indonesia|Jakarta|Malaysia|Kuala Lumpur|Thailand|Bangkok|Philippines|Manila|Cambodia|Phnom Penh|Laos|Myanmar|Japan|Tokyo|Osaka|South Korea|Korea|Seoul|China|Shanghai|Beijing|Shenzhen|Taiwan|Taipei|India|Bengaluru|Bangalore|Mumbai|New Delhi|Dubai|Abu Dhabi|UAE|Saudi Arabia|Riyadh|Australia|Sydney|Melbourne|New Zealand|London|United Kingdom|UK|United States|USA|U\.S\.|New York|San Francisco|Silicon Valley|Toronto|Canada|Europe|Germany|Berlin|France|Paris|Switzerland|Zurich|Zug|Lisbon|Asia|Southeast Asia|South-East Asia|Asia-Pacific|Asia Pacific|APAC|ASEAN|Middle East|Africa|Nigeria|Lagos|Kenya|Nairobi|Latin America|Brazil|Mexico)\b/;
export const PLACE_NAME = new RegExp(`^(?:${PLACE.source})$`);
export const BASED_IN = /(?<![\p{L}\p{N}_])\p{Lu}\p{L}+-(?:based|headquartered)\b|\b(?:based|headquartered) in\b/u;

/** Financial, securities and crypto regulators a release may name. */
export const REGULATOR =
  /\b(?:Monetary Authority of Singapore|MAS|State Bank of Vietnam|SBV|Securities and Exchange Commission|SEC|Financial Conduct Authority|FCA|Securities and Futures Commission|SFC|Hong Kong Monetary Authority|HKMA|Otoritas Jasa Keuangan|OJK|Bank Indonesia|Bappebti|Bangko Sentral ng Pilipinas|BSP|Bank Negara Malaysia|Securities Commission Malaysia|Bank of Thailand|Thai SEC|Financial Services Agency|FSA|Virtual Assets Regulatory Authority|VARA|Dubai Financial Services Authority|DFSA|ADGM|Financial Services Regulatory Authority|BaFin|ASIC|AUSTRAC|FINRA|CFTC|FinCEN|Reserve Bank of India|RBI)\b/g;

export const COMPLIANCE_WORD =
  /\b(?:licen[cs](?:e|es|ed|ing)|regulated|regulatory (?:approval|licen[cs]e|sandbox)|in-principle approval|registered with|Major Payment Institution|sandbox|KYC|AML|anti-money laundering|audit(?:s|ed)?|SOC ?2|ISO ?27001|MiCA|travel rule|compliance|compliant)\b/i;

export const SPEECH_VERB =
  /\b(?:said|says|added|adds|noted|notes|commented|comments|explained|explains|stated|states|shared|shares|remarked|observed|according to)\b/i;
export const PERSON_TITLE =
  /\b(?:CEO|CTO|COO|CFO|CMO|CPO|CRO|CISO|co-?founder|founder|chief [a-z]+ officer|managing (?:director|partner)|general partner|partner at|head of [a-z]+|president|chair(?:man|woman|person)?|director|(?:vice|senior vice) president|VP|general manager|country manager|governor|minister|analyst|spokesperson)\b/i;
export const PERSON_NAME = /(?<![\p{L}\p{N}_])\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{Ll}'’-]+)+/u;

export const EXPERIENCE =
  /\b(?:former(?:ly)?|previously|ex-\p{Lu}|veteran|years of experience|spent [\w-]{1,30} years|alumn(?:us|i|a)|served as)\b|(?<![\w-])[\w-]{1,30} years (?:at|in|with|of)\b/iu;
export const BOARD =
  /\b(?:board (?:of directors|member|seat)|joins? (?:the |its )?(?:\p{Lu}[\p{L}]* ){0,3}board|advis(?:or|er)s?|advisory board)\b/iu;

export const FUNDING_ROUND =
  /\b(?:pre-seed|seed(?: round| funding)?|series [a-e]\+?|bridge round|strategic round|funding round|investment round|growth round|raised|raises|raising|funding|financing|capital injection|private placement|token sale|strategic investment)\b/i;

export const MONEY =
  /(?:US\$|S\$|SGD|USD|VND|HK\$|A\$|\$|€|£|¥)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|trillion|thousand|mn|bn|[mbk])\b)?|(?<![\w,])\d[\d,]*(?:\.\d+)?\s?(?:million|billion|trillion)\b(?:\s(?:USD|SGD|dollars))?/gi;
export const PERCENT = /\b\d+(?:[.,]\d+)?\s?(?:%|per ?cent\b)/gi;
export const MULTIPLIER = /\b\d+(?:\.\d+)?x\b/gi;
export const COUNT_OF =
  /(?<![\w,])\d[\d,]*(?:\.\d+)?\+?\s+(?:million\s+|billion\s+)?(?:[\p{L}-]+\s+){0,2}?(?:users|customers|merchants|clients|transactions|countries|markets|partners|employees|developers|downloads|wallets|members|banks|institutions|businesses|companies|cities|projects|stores|installs|subscribers|holders|validators|nodes|exchanges|integrations|investors|students|people|SMEs|payments|transfers|accounts|cards|loans|borrowers|sellers|drivers|hospitals|schools|outlets|publications|languages|chains|blockchains|apps|teams|engineers|staff|locations|branches|players|gamers|visitors|viewers|readers|creators|artists|traders|patients|riders|orders|listings|tokens|percent)\b/giu;

/** Nouns that make a number a traction metric. */
export const TRACTION_TERM =
  /\b(?:users|customers|merchants|clients|transactions|TVL|total value locked|ARR|annual recurring revenue|revenue|GMV|gross merchandise value|downloads|installs|volume|AUM|assets under management|processed|payments|transfers|wallets|accounts|subscribers|retention|year-on-year|year over year|month-on-month|YoY|MoM|grew|growth|doubled|tripled|sellers|borrowers|loans|deposits|bookings)\b/gi;

export const MARKET_TERM = /\b(?:market|industry|sector|economy|segment|TAM|addressable|CAGR|spending|demand)\b/i;
export const MARKET_CONTEXT =
  /\b(?:addressable market|market (?:size|opportunity|share|demand)|demand for|underserved|unbanked|underbanked|fast-growing|growing market|remittance corridor|digital economy)\b/i;

export const USE_OF_FUNDS =
  /\b(?:(?:funds?|proceeds|capital|investment|financing|round)\s+(?:will|would)\s+(?:be\s+used|go|support|fund|finance|accelerate|help|enable|expand)|(?:will|plans? to|intends? to)\s+use\s+(?:the\s+)?(?:new\s+)?(?:funds|proceeds|capital|investment|financing)|earmarked|allocated to)\b/i;
export const FORWARD_PLAN =
  /\b(?:plans? to|intends? to|roadmap|next phase|will (?:expand|launch|hire|roll out|open|enter|add|extend|introduce|begin|start)|by (?:Q[1-4]|H[12]|the end of) \d{4}|in (?:Q[1-4]|H[12]) \d{4}|later this year|next year)\b/i;

/** A web address; a bare domain counts when it stands alone (not inside an email address). */
export const URL_OR_SITE = /\bhttps?:\/\/\S+|\bwww\.\S+|(?<![@\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}(?![\w@-])/;
export const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
export const PHONE = /\+\d{1,3}[\s\d-]{6,}/;
export const VERIFIABLE_REFERENCE =
  /\b(?:founded in \d{4}|established in \d{4}|since \d{4}|incorporated in|licen[cs]e (?:no\.?|number)|registration (?:no\.?|number)|UEN|audited by|registered with|listed on|available (?:now )?(?:on|at)|in-principle approval|filed with)\b/i;

/** Cues that introduce named investors, partners, customers or a regulator. */
export const THIRD_PARTY_CUES: { role: 'investor' | 'partner' | 'customer' | 'regulator'; cue: RegExp }[] = [
  {
    role: 'investor',
    cue: /\b(?:co-led by|led by|with participation (?:from|of)|participation from|backed by|investors? (?:include|including)|joined by|alongside|investment from|funding from)\s+/gi,
  },
  {
    role: 'partner',
    cue: /\b(?:partner(?:ship|ed|s|ing)? with|in collaboration with|collaborat(?:es|ed|ing|ion) with|integrat(?:es|ed|ion|ing) with|teamed up with|alliance with|together with|agreement with|powered by)\s+/gi,
  },
  {
    role: 'customer',
    cue: /\b(?:customers|clients|users|merchants|brands|retailers)(?: include| including|,? such as|,? like|,? including)\s+|\b(?:used by|trusted by|deployed (?:at|by)|pilot(?:s|ed)? with|selected by|chosen by|adopted by)\s+/gi,
  },
  {
    role: 'partner',
    cue: /\b(?:partners|providers|managers|banks|exchanges|platforms|companies|institutions|firms|wallets|insurers|lenders)(?: include| including|,? such as|,? including)\s+/gi,
  },
  {
    role: 'regulator',
    cue: /\b(?:licen[cs]ed by|regulated by|approved by|registered with|approval from|licen[cs]e from)\s+/gi,
  },
];
