// Resolves a workspace's package.json "imports" aliases (#src/*, #test/*, #support/*) the way
// TypeScript and webpack do: the importing file's own package decides, and a list of targets is
// tried in order until a file exists (jest's own resolver stops at the first target). A
// conditional target ({ types: [...], default }) is tried condition by condition.
const fs = require('node:fs');
const path = require('node:path');

const packageOf = new Map();
function nearestPackage(dir) {
  if (packageOf.has(dir)) return packageOf.get(dir);
  const file = path.join(dir, 'package.json');
  let found;
  if (fs.existsSync(file)) found = { dir, json: JSON.parse(fs.readFileSync(file, 'utf8')) };
  else if (path.dirname(dir) !== dir) found = nearestPackage(path.dirname(dir));
  packageOf.set(dir, found);
  return found;
}

const candidatesOf = (targets) =>
  typeof targets === 'string' ? [targets] : Array.isArray(targets) ? targets.flatMap(candidatesOf) : Object.values(targets ?? {}).flatMap(candidatesOf);

module.exports = (request, options) => {
  if (request.startsWith('#')) {
    const pkg = nearestPackage(options.basedir);
    for (const [pattern, targets] of Object.entries(pkg?.json.imports ?? {})) {
      const prefix = pattern.slice(0, pattern.indexOf('*'));
      if (!pattern.endsWith('*') || !request.startsWith(prefix)) continue;
      const rest = request.slice(prefix.length);
      for (const target of candidatesOf(targets)) {
        const candidate = path.join(pkg.dir, target.replace('*', rest));
        if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
      }
    }
  }
  return options.defaultResolver(request, options);
};
