/** The spec's device types (the contract's `DeviceType`). */
export type DeviceClass =
  'desktop' | 'mobile' | 'tablet' | 'gameConsole' | 'tv' | 'setTopBox' | 'other';

export interface ParsedUserAgent {
  deviceClass: DeviceClass;
  /** The maker of the device when the user agent names or implies it (Apple, Samsung, Sony). */
  deviceBrand: string | null;
  /** The export's `osClass`: Desktop, Mobile, Console, TV or Other. */
  osClass: string;
  /** The operating system and its version as far as the user agent tells (`Android 14`). */
  osNameVersion: string | null;
}

interface OperatingSystem {
  name: string;
  version: string | null;
}

/** `10_15_7` → `10.15.7`; the user agents of Apple systems write versions with underscores. */
const dotted = (version: string | undefined) => (version ? version.replace(/_/g, '.') : null);

function operatingSystemOf(ua: string): OperatingSystem | null {
  const match = (pattern: RegExp) => pattern.exec(ua);
  let found: RegExpExecArray | null;
  if ((found = match(/\b(?:iPhone|iPad|iPod).*?OS (\d+(?:_\d+)*)/)))
    return { name: 'iOS', version: dotted(found[1]) };
  if ((found = match(/\bAndroid (\d+(?:\.\d+)*)/)))
    return { name: 'Android', version: found[1] ?? null };
  if (/\bAndroid\b/.test(ua)) return { name: 'Android', version: null };
  if ((found = match(/\bCrOS \S+ (\d+(?:\.\d+)*)/)))
    return { name: 'ChromeOS', version: found[1] ?? null };
  if ((found = match(/\bWindows NT (\d+\.\d+)/))) {
    const names: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };
    return { name: 'Windows', version: names[found[1] ?? ''] ?? found[1] ?? null };
  }
  if ((found = match(/\bMac OS X (\d+(?:[._]\d+)*)/)))
    return { name: 'macOS', version: dotted(found[1]) };
  if (/\bTizen\b/.test(ua)) return { name: 'Tizen', version: null };
  if (/\bWeb0S\b|\bwebOS\b/.test(ua)) return { name: 'webOS', version: null };
  if (/\bPlayStation\b/.test(ua)) return { name: 'PlayStation', version: null };
  if (/\bXbox\b/.test(ua)) return { name: 'Xbox', version: null };
  if (/\bNintendo\b/.test(ua)) return { name: 'Nintendo', version: null };
  if (/\bLinux\b/.test(ua)) return { name: 'Linux', version: null };
  return null;
}

function deviceClassOf(ua: string): DeviceClass {
  if (/\b(?:PlayStation|Xbox|Nintendo)\b/.test(ua)) return 'gameConsole';
  if (/\b(?:AFT[A-Z]+|Roku|AppleTV|Apple TV|CrKey|BRAVIA)\b/i.test(ua)) return 'setTopBox';
  if (/\b(?:SmartTV|SMART-TV|Smart TV|Tizen|Web0S|webOS|HbbTV|NetCast|GoogleTV)\b/i.test(ua))
    return 'tv';
  if (/\biPad\b|\bTablet\b|\bKindle\b|\bSilk\b/.test(ua)) return 'tablet';
  // Android phones say "Mobile"; Android tablets do not.
  if (/\bAndroid\b/.test(ua)) return /\bMobile\b/.test(ua) ? 'mobile' : 'tablet';
  if (/\b(?:iPhone|iPod|Mobile|Windows Phone)\b/.test(ua)) return 'mobile';
  if (/\b(?:Windows NT|Macintosh|X11|CrOS|Linux x86_64)\b/.test(ua)) return 'desktop';
  return 'other';
}

function brandOf(ua: string): string | null {
  if (/\b(?:iPhone|iPad|iPod|Macintosh|AppleTV|Apple TV)\b/.test(ua)) return 'Apple';
  if (/\bSamsung|SM-[A-Z0-9]+\b|\bTizen\b/.test(ua)) return 'Samsung';
  if (/\bPixel\b/.test(ua)) return 'Google';
  if (/\bCrKey\b/.test(ua)) return 'Google';
  if (/\bPlayStation\b|\bBRAVIA\b/.test(ua)) return 'Sony';
  if (/\bXbox\b/.test(ua)) return 'Microsoft';
  if (/\bNintendo\b/.test(ua)) return 'Nintendo';
  if (/\bAFT[A-Z]+\b|\bKindle\b|\bSilk\b/.test(ua)) return 'Amazon';
  if (/\bRoku\b/.test(ua)) return 'Roku';
  if (/\bWeb0S\b|\bwebOS\b|\bLG\b/.test(ua)) return 'LG';
  if (/\b(?:Redmi|Xiaomi|MI \d)\b/.test(ua)) return 'Xiaomi';
  if (/\bHUAWEI\b/i.test(ua)) return 'Huawei';
  return null;
}

const OS_CLASS: Record<DeviceClass, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Mobile',
  gameConsole: 'Console',
  tv: 'TV',
  setTopBox: 'TV',
  other: 'Other',
};

/**
 * What analytics keeps of a viewer's user agent: device class, brand and operating system. A
 * small reader of the well-known markers, not a full database: an unknown agent is `other`.
 */
export function parseUserAgent(userAgent: string | undefined | null): ParsedUserAgent {
  const ua = userAgent ?? '';
  const deviceClass = deviceClassOf(ua);
  const os = operatingSystemOf(ua);
  return {
    deviceClass,
    deviceBrand: brandOf(ua),
    osClass: OS_CLASS[deviceClass],
    osNameVersion: os ? [os.name, os.version].filter(Boolean).join(' ') : null,
  };
}
