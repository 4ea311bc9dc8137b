#!/usr/bin/env bash
# Builds a Debian package of an app from its release binary and its desktop
# files in Resources/<Product>/ (see Scripts/app-install.sh and
# Resources/README.md):
#
#   Scripts/app-package.sh <Product> <binary> <output.deb>
#
# The package is named after the product in lower case, installs under /usr
# what `make install` installs under its prefix, and takes its version from
# the first <release> of the AppStream metadata. Depends is computed by
# dpkg-shlibdeps from the libraries the binary links, so it names libgtk-4-1
# and everything else with the versions they were built against; a library
# no Debian package provides (a Swift runtime .so) fails the build, which is
# why the binary is linked with `--static-swift-stdlib`. The icon and desktop
# caches need no maintainer scripts: the triggers of hicolor-icon-theme and
# desktop-file-utils update them when the package is installed or removed.
#
# MAINTAINER overrides the Maintainer field; DEB_COMPRESSION the compressor
# (dpkg-deb -Z: xz by default, gzip or none are faster to build, the tests use
# none). Needs dpkg-dev (dpkg-shlibdeps).
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

id="$("$install_script" app-id "$product")"
name="$("$install_script" binary-name "$product")"
version="$("$install_script" version "$product")"
metainfo="${RESOURCES_DIR:-$scripts/../Resources}/$product/$id.metainfo.xml.in"
summary="$(sed -n 's|.*<summary>\(.*\)</summary>.*|\1|p' "$metainfo" | head -n 1)"
maintainer="${MAINTAINER:-GtkHooks app <$name@localhost>}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/root"
mkdir -p "$root/DEBIAN"
chmod 0755 "$root"
"$install_script" install "$product" "$binary_path" /usr "$root" >/dev/null

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
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$name" "$name" \
    >"$work/source/debian/control"
depends="$(cd "$work/source" && dpkg-shlibdeps --warnings=1 -O "-e$root/usr/bin/$name")"
depends="${depends#shlibs:Depends=}"
case "$depends" in
    *libgtk-4-1*) ;;
    *) echo "error: $binary_path does not link GTK 4 (Depends: $depends)" >&2; exit 1 ;;
esac

cat >"$root/DEBIAN/control" <<EOF
Package: $name
Version: $version
Architecture: $(dpkg --print-architecture)
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: utils
Priority: optional
Description: $summary
 $product ($id), a GTK 4 app built with GtkHooks.
EOF

mkdir -p "$(dirname "$output")"
dpkg-deb --root-owner-group "-Z${DEB_COMPRESSION:-xz}" --build "$root" "$output" >/dev/null
echo "built $output: $name $version, $(du -k "$output" | cut -f1) KiB"
echo "Depends: $depends"
