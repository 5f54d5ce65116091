// Free / public mailbox providers refused when blockPublicDomains is on. Bundled so enforcement needs no network.
const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.co.jp', 'ymail.com', 'rocketmail.com',
  'outlook.com', 'hotmail.com', 'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'live.com', 'live.co.uk', 'msn.com', 'passport.com',
  'aol.com', 'aim.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'pm.me', 'tutanota.com', 'tuta.io',
  'zoho.com', 'zohomail.com', 'yandex.com', 'yandex.ru', 'ya.ru', 'mail.ru', 'inbox.ru', 'list.ru', 'bk.ru', 'rambler.ru',
  'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 't-online.de', 'freenet.de', 'mail.com', 'email.com', 'usa.com', 'fastmail.com',
  'hushmail.com', 'qq.com', '163.com', '126.com', 'sina.com', 'yeah.net', 'naver.com', 'daum.net', 'hanmail.net',
  'rediffmail.com', 'libero.it', 'virgilio.it', 'orange.fr', 'wanadoo.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'seznam.cz',
  'wp.pl', 'o2.pl', 'interia.pl', 'onet.pl', 'btinternet.com', 'sky.com', 'comcast.net', 'verizon.net', 'att.net',
  'sbcglobal.net', 'bellsouth.net', 'cox.net', 'earthlink.net', 'charter.net', 'optonline.net', 'walla.co.il', 'bezeqint.net',
  'inbox.com', 'lycos.com', 'mailinator.com', 'guerrillamail.com', 'yopmail.com', '10minutemail.com', 'temp-mail.org',
]);

/** True when the domain (lower case) is a bundled public mailbox provider. */
export const isPublicMailDomain = (domain: string): boolean => PUBLIC_MAIL_DOMAINS.has(domain);
