/**
 * The web snippet's model: the browser and system a user agent string names, as a person says them
 * ("Chrome 131 on Linux"), never a clipped user agent. The default guide embeds this file's function
 * as it is, without `export` (lib/server/domain/sdk-guide/default-guide.ts), so the tests run the code
 * customers paste: it stays self-contained, library-free and short. The order of the rules matters:
 * Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari", iOS also says
 * "Mac OS X" and Android also says "Linux".
 */
export function readableModel(userAgent: string): string {
  const find = (rules: [string, RegExp][]) => {
    for (const [name, rule] of rules) {
      const found = rule.exec(userAgent);
      if (found) return found[1] ? name + ' ' + found[1] : name;
    }
    return '';
  };
  const browser = find([
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /(?:OPR|Opera)\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
  ]);
  const system = find([
    ['Windows', /Windows/],
    ['iOS', /iPhone|iPad|iPod/],
    ['Android', /Android/],
    ['ChromeOS', /CrOS/],
    ['macOS', /Macintosh|Mac OS X/],
    ['Linux', /Linux|X11/],
  ]);
  const model = browser && system ? browser + ' on ' + system : browser || system || 'Web browser';
  return model.slice(0, 64);
}
