/**
 * Reads the sources to find, for each `<IntlScope namespaces={...}>` in `app/` and `components/`, the
 * message namespaces its client components ask for with `useTranslations('X')`. A nested provider
 * replaces the messages above it, so a namespace missing from the scope fails only at run time, with
 * a raw key on the page; the test beside IntlScope compares the two.
 *
 * What a scope covers: the components between its tags, everything they import (static or `import()`),
 * and, when it wraps a layout's `{children}`, that route group's `error.tsx` and `loading.tsx`, which
 * Next.js renders there. Only client modules count (a `'use client'` file and what it imports): server
 * components read the whole catalogue on the server.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

export interface ScopeUse {
  /** The file holding the `<IntlScope>`, from the repository's root. */
  file: string;
  /** The namespaces it hands to its client components. */
  namespaces: readonly string[];
  /** Namespace -> the client files below it that call `useTranslations` with it. */
  used: Map<string, string[]>;
  /** Client files below it whose `useTranslations` argument is not a string literal. */
  unreadable: string[];
}

const sources = new Map<string, string>();
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) sources.set(file, (text = readFileSync(file, 'utf8')));
  return text;
}

const relative = (file: string) => path.relative(ROOT, file);

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return undefined;
  if (/\.(tsx?)$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
}

/** Local name -> module specifier, for every value import of the file (type-only imports left out). */
function importedNames(file: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of source(file).matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)'/gms)) {
    const [, clause, specifier] = match;
    for (const part of clause.replace(/[{}]/g, ',').split(',')) {
      const local = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local && !part.trim().startsWith('type ')) names.set(local, specifier);
    }
  }
  return names;
}

/** Every module the file loads: static imports, re-exports and `import()`. */
function importedFiles(file: string): string[] {
  const text = source(file);
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms),
    ...text.matchAll(/^import\s+'([^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1]);
  return specifiers
    .map((specifier) => resolveImport(file, specifier))
    .filter((resolved): resolved is string => resolved !== undefined);
}

const isClient = (file: string) =>
  /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(source(file));

/** The `<IntlScope namespaces={...}> ... </IntlScope>` regions of a file, nested ones apart. */
function scopeRegions(file: string): { expression: string; body: string }[] {
  const text = source(file);
  const regions: { expression: string; body: string }[] = [];
  const opened = [...text.matchAll(/<IntlScope\b/g)].length;
  const readable = [...text.matchAll(/<IntlScope\b[^>]*?\bnamespaces=\{([^}]*)\}[^>]*>/g)];
  // A scope written in a way this reader does not know must not pass unchecked.
  if (readable.length !== opened)
    throw new Error(`${relative(file)}: an <IntlScope> whose namespaces cannot be read`);
  for (const open of readable) {
    let depth = 1;
    const tags = /<IntlScope\b|<\/IntlScope>/g;
    tags.lastIndex = open.index + open[0].length;
    let end = text.length;
    for (let tag = tags.exec(text); tag; tag = tags.exec(text)) {
      depth += tag[0] === '</IntlScope>' ? -1 : 1;
      if (depth === 0) {
        end = tag.index;
        break;
      }
    }
    regions.push({ expression: open[1].trim(), body: text.slice(open.index + open[0].length, end) });
  }
  return regions;
}

function scopeNamespaces(file: string, expression: string): readonly string[] {
  if (expression.startsWith('[')) return [...expression.matchAll(/'([^']+)'/g)].map((match) => match[1]);
  const specifier = importedNames(file).get(expression);
  const listModule = specifier && resolveImport(file, specifier);
  if (!listModule) throw new Error(`${relative(file)}: cannot find where ${expression} comes from`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the namespace lists as they are
  const list = (require(listModule) as Record<string, readonly string[] | undefined>)[expression];
  if (!list) throw new Error(`${relative(listModule)} does not export ${expression}`);
  return list;
}

/** The route groups' error and loading files rendered inside a layout whose `{children}` the scope wraps. */
function boundaryFiles(file: string): string[] {
  const appDir = path.join(ROOT, 'app');
  const groups = readdirSync(appDir).filter((name) => statSync(path.join(appDir, name)).isDirectory());
  return groups.flatMap((group) => {
    const layout = path.join(appDir, group, 'layout.tsx');
    if (!existsSync(layout) || (layout !== file && !importedFiles(layout).includes(file))) return [];
    return ['error.tsx', 'loading.tsx']
      .map((name) => path.join(appDir, group, name))
      .filter((boundary) => existsSync(boundary));
  });
}

function walk(entries: string[], use: ScopeUse) {
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const key = `${file}:${client}`;
    if (seen.has(key) || file.endsWith(path.join('components', 'i18n', 'intl-scope.tsx'))) return;
    seen.add(key);
    const inClient = client || isClient(file);
    if (inClient) {
      for (const call of source(file).matchAll(/\buseTranslations\(([^)]*)\)/g)) {
        const literal = /^\s*'([^']+)'\s*$/.exec(call[1]);
        if (!literal) {
          use.unreadable.push(relative(file));
          continue;
        }
        use.used.set(literal[1], [...(use.used.get(literal[1]) ?? []), relative(file)]);
      }
    }
    for (const imported of importedFiles(file)) visit(imported, inClient);
  };
  for (const entry of entries) visit(entry, false);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * The components a region renders: its JSX tags, and those of the components it renders that are
 * defined in the same file (a page's `async function AnsweredTable()`), followed down.
 */
function tagsOf(text: string, body: string, seen = new Set<string>()): Set<string> {
  for (const [, tag] of body.matchAll(/<([A-Z]\w*)/g)) {
    if (seen.has(tag)) continue;
    seen.add(tag);
    const local = new RegExp(`^(?:export\\s+)?(?:async\\s+)?function\\s+${tag}\\b`, 'm').exec(text);
    if (!local) continue;
    const rest = text.slice(local.index + local[0].length);
    const next = /^(?:export\s+)?(?:async\s+)?function\s/m.exec(rest);
    tagsOf(text, next ? rest.slice(0, next.index) : rest, seen);
  }
  return seen;
}

/**
 * Scopes that render a component their page hands them as a prop (which the imports cannot show): the
 * files of those components, as the pages pass them. Each must be imported by a page that imports the
 * scope's file (checked below).
 */
const PASSED_COMPONENTS: Record<string, string[]> = {
  'components/devices/online-devices/online-devices-page.tsx': [
    'components/devices/online-devices/online-devices-table.tsx',
    'components/devices/online-devices/admin-online-devices-table.tsx',
  ],
};

function passedComponents(file: string): string[] {
  const passed = PASSED_COMPONENTS[relative(file)] ?? [];
  const pages = sourceFiles(path.join(ROOT, 'app')).filter((page) => importedFiles(page).includes(file));
  for (const component of passed) {
    const absolute = path.join(ROOT, component);
    if (!pages.some((page) => importedFiles(page).includes(absolute)))
      throw new Error(`${component} is not passed to ${relative(file)} by any page`);
  }
  return passed.map((component) => path.join(ROOT, component));
}

/** Every IntlScope of the console with the namespaces its client components use. */
export function intlScopeUses(): ScopeUse[] {
  const files = ['app', 'components'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  return files.flatMap((file) =>
    scopeRegions(file).map(({ expression, body }) => {
      const use: ScopeUse = {
        file: relative(file),
        namespaces: scopeNamespaces(file, expression),
        used: new Map(),
        unreadable: [],
      };
      const imports = importedNames(file);
      const tags = tagsOf(source(file), body);
      const entries = [...tags]
        .map((tag) => imports.get(tag))
        .map((specifier) => specifier && resolveImport(file, specifier))
        .filter((entry): entry is string => Boolean(entry));
      if (/\{children\}/.test(body)) entries.push(...boundaryFiles(file));
      entries.push(...passedComponents(file));
      walk(entries, use);
      return use;
    }),
  );
}
