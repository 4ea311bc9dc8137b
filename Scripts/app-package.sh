#!/usr/bin/env bash
# Builds a Debian package of an app from its release binary and its desktop
# files in Resources/<Product>/ (see Scripts/app-install.sh and
# Resources/README.md):
#
#   Scripts/app-package.sh <Product> <binary> <output.deb>
#
# The package is named after the app id (`app-install.sh package-name`:
# org.gtkhooks.todolist, or the metadata's <pkgname>), installs under /usr
# what `make install` installs under its prefix, and takes its version from
# the first <release> of the AppStream metadata. The rest of what Debian asks
# of a package (lintian passes it with no error or warning) comes from that
# metadata too (Scripts/metainfo-read.sh reads it, Scripts/app-package-docs.sh
# writes the files):
#
#   Maintainer     <developer_name> <<update_contact>>
#   Description    <summary>, then the <description>
#   /usr/share/doc/<package>/copyright
#                  machine-readable (DEP-5): <project_license> for every
#                  file, with its text: /usr/share/common-licenses/ for the
#                  licenses there, the MIT text written out, else the text of
#                  Resources/<Product>/LICENSE
#   /usr/share/doc/<package>/changelog.gz
#                  an entry per <release>, its <description> as the items
#                  (changelog.Debian.gz when the version has a Debian revision)
#   /usr/share/man/man1/<binary>.1.gz
#                  NAME from the summary, SYNOPSIS from the launcher's Exec
#                  (%F: FILE...), DESCRIPTION from the <description>
#
# Depends is computed by
# dpkg-shlibdeps from the libraries the binary links, so it names libgtk-4-1
# and everything else with the versions they were built against; a library
# no Debian package provides (a Swift runtime .so) fails the build, which is
# why the binary is linked with `--static-swift-stdlib`. The icon and desktop
# caches need no maintainer scripts: the triggers of hicolor-icon-theme and
# desktop-file-utils update them when the package is installed or removed.
#
# MAINTAINER overrides the Maintainer field (one line, "Name <address>":
# anything else stops the build, as does metadata text holding a control
# character); DEB_COMPRESSION the compressor
# (dpkg-deb -Z: xz by default; gzip is faster to build and what the tests
# use; lintian rejects none). Needs dpkg-dev (dpkg-shlibdeps).
set -euo pipefail
shopt -s inherit_errexit
umask 022

if [ $# != 3 ]; then
    sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2
    exit 2
fi
product="$1"
binary_path="$2"
output="$3"
scripts="$(cd "$(dirname "$0")" && pwd)"
install_script="$scripts/app-install.sh"

for tool in dpkg-deb dpkg-shlibdeps; do
    command -v "$tool" >/dev/null 2>&1 \
        || { echo "error: $tool is missing; install dpkg-dev (make deps)" >&2; exit 1; }
done

fail() {
    echo "error: $*" >&2
    exit 1
}

id="$("$install_script" app-id "$product")"
name="$("$install_script" binary-name "$product")"
package="$("$install_script" package-name "$product")"
version="$("$install_script" version "$product")"
resources="${RESOURCES_DIR:-$scripts/../Resources}/$product"
metainfo="$resources/$id.metainfo.xml.in"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/root"
mkdir -p "$root/DEBIAN"
chmod 0755 "$root"
"$install_script" install "$product" "$binary_path" /usr "$root" >/dev/null

# The metadata's fields: field <key> prints the first record of that key.
"$scripts/metainfo-read.sh" "$root/usr/share/metainfo/$id.metainfo.xml" >"$work/metainfo"
field() { awk -F '\t' -v key="$1" '$1 == key { print $2; exit }' "$work/metainfo"; }
summary="$(field summary)"
developer="$(field developer)"
contact="$(field contact | sed 's/_at_/@/; s/_AT_/@/')"
license="$(field license)"
[ -n "$summary" ] || fail "$metainfo has no <summary>: it is the package's description"
grep -q "^p	" "$work/metainfo" \
    || fail "$metainfo has no <description><p>...</p></description>: it describes the package and the manual page"
if [ -n "${MAINTAINER:-}" ]; then
    maintainer="$MAINTAINER"
else
    [ -n "$developer" ] || fail "$metainfo has no <developer_name>: it names the package's maintainer"
    [[ "$contact" =~ ^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$ ]] \
        || fail "$metainfo has no <update_contact> with an e-mail address (found '$contact'):" \
            "it is the package's maintainer address (or set MAINTAINER='Name <address>')"
    maintainer="$developer <$contact>"
fi
# One line "Name <address>" (Policy 5.6.2): a newline would start another
# control field, and the changelog's trailer is parsed as exactly that.
[[ "$maintainer" != *[[:cntrl:]]* && "$maintainer" =~ ^[^\<\>]*[^\<\>[:space:]]\ \<[^\<\>@[:space:]]+@[^\<\>@[:space:]]+\>$ ]] \
    || fail "the Maintainer $(printf '%q' "$maintainer") is not one line 'Name <address>'" \
        "(from MAINTAINER, or <developer_name> and <update_contact> of $metainfo)"
# The metadata's text reaches the control file as single lines.
while IFS= read -r record; do
    [[ "${record//$'\t'/}" != *[[:cntrl:]]* ]] \
        || fail "$metainfo: the text $(printf '%q' "${record#*$'\t'}") of its ${record%%$'\t'*}" \
            "holds a control character; remove it"
done <"$work/metainfo"
[ -n "$license" ] || fail "$metainfo has no <project_license> (an SPDX id such as MIT or GPL-3.0-or-later):" \
    "it is the license the package's copyright file states"
doc="$root/usr/share/doc/$package"
mkdir -p "$doc" "$root/usr/share/man/man1"
"$scripts/app-package-docs.sh" copyright "$work/metainfo" "$maintainer" "$resources" >"$doc/copyright"
changelog="$doc/changelog.gz"
case "$version" in *-*) changelog="$doc/changelog.Debian.gz" ;; esac
"$scripts/app-package-docs.sh" changelog "$work/metainfo" "$maintainer" "$package" | gzip -9n >"$changelog"
"$scripts/app-package-docs.sh" manual "$work/metainfo" "$name" "$root/usr/share/applications/$id.desktop" \
    | gzip -9n >"$root/usr/share/man/man1/$name.1.gz"
chmod 0644 "$doc/copyright" "$changelog" "$root/usr/share/man/man1/$name.1.gz"

# Every library the binary links must come from a Debian package: a Swift
# runtime .so under the toolchain would be missing on the user's machine, and
# dpkg-shlibdeps only warns about it.
while read -r library _ path _; do
    [ "$library" != "linux-vdso.so.1" ] || continue
    resolved="$(readlink -f "$path" 2>/dev/null || echo "$path")"
    if ! dpkg -S "$path" >/dev/null 2>&1 && ! dpkg -S "$resolved" >/dev/null 2>&1 \
        && ! dpkg -S "/usr$path" >/dev/null 2>&1 && ! dpkg -S "${path#/usr}" >/dev/null 2>&1; then
        echo "error: $binary_path links $library ($path), which no Debian package provides;" \
            "build it with --static-swift-stdlib" >&2
        exit 1
    fi
done < <(ldd "$root/usr/bin/$name" | grep '=>')

# dpkg-shlibdeps reads the package names from a debian/control of its own.
# Its warnings about linked but unused GTK libraries (pkg-config links them
# all) are left out.
mkdir -p "$work/source/debian"
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$package" "$package" \
    >"$work/source/debian/control"
depends="$(cd "$work/source" && dpkg-shlibdeps --warnings=1 -O "-e$root/usr/bin/$name")"
depends="${depends#shlibs:Depends=}"
case "$depends" in
    *libgtk-4-1*) ;;
    *) echo "error: $binary_path does not link GTK 4 (Depends: $depends)" >&2; exit 1 ;;
esac

# The extended description: the metadata's paragraphs and items, wrapped,
# a line with " ." between paragraphs.
description="$(awk -F '\t' '
    $1 == "p" { if (n++) print "."; print $2 }
    $1 == "li" { print "* " $2 }' "$work/metainfo" | fold -s -w 78 | sed 's/ *$//; s/^/ /')"
cat >"$root/DEBIAN/control" <<EOF
Package: $package
Version: $version
Architecture: $(dpkg --print-architecture)
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: utils
Priority: optional
Description: $summary
$description
EOF

# What dpkg --verify checks the installed files against.
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/md5sums"

mkdir -p "$(dirname "$output")"
dpkg-deb --root-owner-group "-Z${DEB_COMPRESSION:-xz}" --build "$root" "$output" >/dev/null
echo "built $output: $package $version, $(du -k "$output" | cut -f1) KiB"
echo "Depends: $depends"
