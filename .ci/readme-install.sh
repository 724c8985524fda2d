#!/usr/bin/env bash
# The README's Install section, as written, on a fresh clone of this commit: the ```sh blocks of
# "## Install" run one after the other in a temporary folder outside the repository. One
# substitution only: `git clone <the repository's address>` clones this checkout's commit instead
# (CI cannot reach the address). Then checks that the clone's `git status` is clean after
# `npm install` and `npx projen pack` (package-lock.json unchanged, build output ignored), and that
# the app the section describes was synthesized.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
commit="$(git -C "$repo" rev-parse HEAD)"
work="$(mktemp -d "${TMPDIR:-/tmp}/terrain-readme-install-XXXXXX")"
cleanup() {
  # `npx <tarball>` leaves an install in npm's cache, keyed by the tarball's path: drop ours.
  local npx_cache
  npx_cache="$(npm config get cache)/_npx"
  if [ -d "$npx_cache" ]; then
    grep -l -F "$(basename "$work")" "$npx_cache"/*/package.json 2>/dev/null | xargs -r -n1 dirname | xargs -r rm -rf
  fi
  rm -rf "$work"
}
trap cleanup EXIT

url="$(node -p "require('$repo/package.json').repository.url")"
node - "$repo/README.md" "$url" "$repo" "$commit" > "$work/install.sh" <<'EOF'
const fs = require('fs');
const [readmeFile, url, repo, commit] = process.argv.slice(2);
const readme = fs.readFileSync(readmeFile, 'utf8');
const start = readme.indexOf('\n## Install\n');
const section = readme.slice(start, readme.indexOf('\n### ', start));
const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
if (blocks.length !== 2) throw new Error(`README "## Install": expected 2 sh blocks, found ${blocks.length}`);
const clone = `git clone ${url}`;
if (!blocks[0].startsWith(`${clone} && cd terrain-constructs\n`)) throw new Error(`README "## Install" does not start with: ${clone} && cd terrain-constructs`);
const local = `git clone -q ${JSON.stringify(repo)} terrain-constructs && git -C terrain-constructs checkout -q ${commit}`;
process.stdout.write(blocks.join('').replace(clone, local));
EOF
echo "::: README Install, as written (in $work):"
sed 's/^/    /' "$work/install.sh"
(cd "$work" && bash -euo pipefail install.sh)

dirty="$(git -C "$work/terrain-constructs" status --porcelain)"
if [ -n "$dirty" ]; then
  echo "::: FAIL: the fresh clone is not clean after the README's npm install and npx projen pack:" >&2
  echo "$dirty" >&2
  git -C "$work/terrain-constructs" diff --stat >&2
  exit 1
fi
for stack in atlas incident; do
  test -s "$work/my-app/cdktf.out/stacks/$stack/cdk.tf.json" || { echo "::: FAIL: my-app/cdktf.out/stacks/$stack/cdk.tf.json is missing" >&2; exit 1; }
done
echo "::: README Install: the clone stayed clean; my-app synthesized stacks $(ls "$work/my-app/cdktf.out/stacks" | tr '\n' ' ')"
