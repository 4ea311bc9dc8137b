#!/usr/bin/env bash
# Writes a new app package that depends on GtkHooks, from Templates/App/.
#
#   Scripts/new-app.sh --name <Name> --id <app id> --dir <folder>
#                      [--url <git URL> [--version <x.y.z>]]
#                      [--author <name>] [--email <address>] [--license <SPDX id>]
#
# (`make new-app NAME=Notes ID=org.example.Notes DIR=../notes`, with URL=,
# VERSION=, AUTHOR=, EMAIL=, LICENSE= passed on.)
#
#   --name     the app's Swift module, product and `@main` type prefix: a Swift
#              identifier (a letter, then letters, digits, `_`), not a keyword,
#              not the name of a module it imports nor ContentView (a type of the app)
#   --id       the application id, reverse-DNS: two or more parts separated by
#              dots, each a letter or `_` then letters, digits or `_`
#   --dir      where the package goes: a folder that does not exist yet (its
#              parents are made) or an empty one
#   --url      depend on GtkHooks by URL (from --version, else its main
#              branch); without it the package depends on this checkout by path
#   --author, --email   the developer and contact address in the AppStream
#              metadata (the Debian package's maintainer): git's user.name and
#              user.email by default
#   --license  the app's license, an SPDX id (MIT by default)
#
# Every input is checked before anything is written; on bad input the script
# says what is wrong and writes nothing. The package is written into a
# temporary folder beside <folder> and moved into place at the end.
set -euo pipefail
shopt -s inherit_errexit
# `&` in a replacement of ${var//pattern/replacement} is literal text here.
shopt -u patsub_replacement 2>/dev/null || true

toolkit="$(cd "$(dirname "$0")/.." && pwd)"
templates="$toolkit/Templates/App"

fail() {
    echo "error: $*" >&2
    exit 1
}

usage() {
    sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2
    exit 2
}

name="" id="" dir="" url="" version="" author="" email="" license="MIT"
while [ $# -gt 0 ]; do
    [ $# -ge 2 ] || usage
    case "$1" in
        --name) name="$2" ;;
        --id) id="$2" ;;
        --dir) dir="$2" ;;
        --url) url="$2" ;;
        --version) version="$2" ;;
        --author) author="$2" ;;
        --email) email="$2" ;;
        --license) license="$2" ;;
        *) usage ;;
    esac
    shift 2
done

# MARK: - Checks (nothing is written before all pass)

[ -n "$name" ] || fail "no app name: pass NAME=<Name> (a Swift identifier, such as Notes)"
[ -n "$id" ] || fail "no app id: pass ID=<reverse-DNS id> (such as org.example.$name)"
[ -n "$dir" ] || fail "no folder: pass DIR=<folder> (such as ../$(tr '[:upper:]' '[:lower:]' <<<"$name"))"

[[ "$name" =~ ^[A-Za-z][A-Za-z0-9_]*$ ]] \
    || fail "app name '$name' is not a Swift identifier: start with a letter, then use only letters, digits and _ (such as Notes or MyNotes)"
swift_keywords=" associatedtype borrowing class consuming deinit enum extension fileprivate func import init inout internal let nonisolated open operator private precedencegroup protocol public rethrows static struct subscript typealias var break case catch continue default defer do else fallthrough for guard if in repeat return throw switch where while Any as await false is nil self Self super throws true try async actor macro some any "
reserved_names=" ContentView GtkHooks Hooks HooksTesting TestHost GtkTesting GtkTestSupport Gtk CGtk CGtkHooksResources GtkHost AppServices ExtraWidgets Widgets Reconciler HotReload DevRunner Foundation Dispatch XCTest Testing Glibc Swift Synchronization Observation "
[[ "$swift_keywords" != *" $name "* ]] || fail "app name '$name' is a Swift keyword: choose another name"
[[ "$reserved_names" != *" $name "* ]] \
    || fail "app name '$name' is the name of a module the app imports or of a type it defines: choose another name"

[ ${#id} -le 255 ] || fail "app id is longer than 255 characters"
[[ "$id" =~ ^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+$ ]] \
    || fail "app id '$id' is not reverse-DNS: write two or more parts separated by dots, each starting with a letter or _ and holding only letters, digits and _ (such as org.example.$name; write - as _)"

[[ "$license" =~ ^[A-Za-z0-9.+-]+$ ]] || fail "license '$license' is not an SPDX id (such as MIT or GPL-3.0-or-later)"

if [ -z "$author" ]; then author="$(git config user.name 2>/dev/null || true)"; fi
if [ -z "$email" ]; then email="$(git config user.email 2>/dev/null || true)"; fi
[ -n "$author" ] || fail "no developer name: pass AUTHOR='Your Name' (or set git's user.name)"
[ -n "$email" ] || fail "no contact address: pass EMAIL=you@example.org (or set git's user.email)"
[[ "$author" =~ ^[^\<\>\&\"[:cntrl:]]+$ ]] || fail "developer name '$author' holds <, >, &, \" or a control character"
[[ "$email" =~ ^[^@[:space:]\<\>\&\"]+@[^@[:space:]\<\>\&\"]+\.[^@[:space:]\<\>\&\"]+$ ]] \
    || fail "contact address '$email' is not an e-mail address"

# The dependency on GtkHooks, and where the app's Makefile finds its checkout.
if [ -n "$url" ]; then
    [[ "$url" =~ ^[^[:space:]\"\\$]+$ ]] || fail "URL '$url' holds a space, quote, backslash or \$"
    checkout="$(basename "$url")"
    checkout="${checkout%.git}"
    package="$(tr '[:upper:]' '[:lower:]' <<<"$checkout")"
    if [ -n "$version" ]; then
        [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "version '$version' is not x.y.z"
        dependency=".package(url: \"$url\", from: \"$version\")"
        source="by URL (\`$url\`, from $version)"
    else
        dependency=".package(url: \"$url\", branch: \"main\")"
        source="by URL (\`$url\`, its main branch)"
    fi
    gtkhooks_dir="\$(CURDIR)/.build/checkouts/$checkout"
    link="$url"
    # The Flatpak build's copy of GtkHooks: the same version, by git.
    if [ -n "$version" ]; then revision="tag: \"$version\""; else revision="branch: main"; fi
    flatpak_source="      - type: git
        url: \"$url\"
        $revision"
else
    [ -z "$version" ] || fail "VERSION needs URL: a dependency by path has no version"
    # Make cannot name a file with a space in a rule, and Package.swift holds
    # the path in a string literal.
    [[ "$toolkit" =~ ^[^[:space:]\"\\$]+$ ]] \
        || fail "this checkout's path '$toolkit' holds a space, quote, backslash or \$: move it, or pass URL="
    package="$(basename "$toolkit" | tr '[:upper:]' '[:lower:]')"
    dependency=".package(path: \"$toolkit\")"
    source="by path (\`$toolkit\`)"
    gtkhooks_dir="$toolkit"
    link="$toolkit"
    # The Flatpak build's copy of GtkHooks: this checkout without its builds.
    flatpak_source="      - type: dir
        path: \"$toolkit\"
        skip: [.build, .swiftpm]"
fi

if [ -e "$dir" ] || [ -L "$dir" ]; then
    [ -d "$dir" ] || fail "'$dir' exists and is not a folder"
    [ -z "$(ls -A "$dir")" ] || fail "folder '$dir' exists and is not empty: pass a new or empty folder"
fi

# MARK: - Writing

parent="$(dirname "$dir")"
mkdir -p "$parent"
staging="$(mktemp -d "$parent/.new-app.XXXXXX")"
trap 'rm -rf "$staging"' EXIT

# The template's text with every {{KEY}} filled in.
fill() {
    local text
    text="$(<"$1")"
    text="${text//'{{NAME}}'/$name}"
    text="${text//'{{BINARY}}'/$(tr '[:upper:]' '[:lower:]' <<<"$name")}"
    text="${text//'{{FLATPAK_GTKHOOKS_SOURCE}}'/$flatpak_source
        dest: .gtkhooks/$package}"
    text="${text//'{{APP_ID}}'/$id}"
    text="${text//'{{GTKHOOKS_DEPENDENCY}}'/$dependency}"
    text="${text//'{{GTKHOOKS_PACKAGE}}'/$package}"
    text="${text//'{{GTKHOOKS_DIR}}'/$gtkhooks_dir}"
    text="${text//'{{GTKHOOKS_SOURCE}}'/$source}"
    text="${text//'{{GTKHOOKS_LINK}}'/$link}"
    text="${text//'{{AUTHOR}}'/$author}"
    text="${text//'{{EMAIL}}'/$email}"
    text="${text//'{{LICENSE}}'/$license}"
    text="${text//'{{SUMMARY}}'/Count clicks and the time the window is open}"
    text="${text//'{{DATE}}'/$(date -u +%F)}"
    [[ "$text" != *'{{'* ]] || fail "template $1 has a key this script does not fill: ${text#*\{\{}"
    printf '%s\n' "$text"
}

while IFS= read -r -d '' template; do
    relative="${template#"$templates"/}"
    relative="${relative//__NAME__/$name}"
    relative="${relative//__APP_ID__/$id}"
    mkdir -p "$staging/$(dirname "$relative")"
    fill "$template" >"$staging/$relative"
    if [ -x "$template" ]; then chmod +x "$staging/$relative"; fi
done < <(find "$templates" -type f -print0)

# A long path or URL makes the dependency's line longer than the style allows.
(cd "$staging" && swift format format -i -r Package.swift Sources Tests) \
    || fail "swift format could not format the new package (is a Swift 6 toolchain on PATH?)"

if [ -d "$dir" ]; then rmdir "$dir"; fi
mv "$staging" "$dir"
chmod 755 "$dir"
trap - EXIT

cat <<EOF
Wrote $name ($id) in $dir, depending on GtkHooks $source.
Next:
  cd $dir
  make test       # its tests, headless and in GTK under Xvfb
  make demo       # the app (xvfb-run -a make demo on a machine with no display)
  make package    # a Debian package; make validate checks it
EOF
