#!/usr/bin/env bash
# Installs an app's binary and desktop files where a Linux desktop finds them,
# or removes exactly those files again. The app's desktop files live in
# Resources/<Product>/, named after its application id (see Resources/README.md):
#
#   <AppID>.desktop.in        the launcher entry (@APP_ID@, @BINDIR@, @BINARY@ are filled in)
#   <AppID>.svg               the icon, any size (scalable)
#   <AppID>.metainfo.xml.in   AppStream metadata; its first <release> is the version
#
#   Scripts/app-install.sh install <Product> <binary> <prefix> [<destdir>]
#       copies the binary (stripped) to <prefix>/bin/<product in lower case>,
#       the launcher entry to <prefix>/share/applications/<AppID>.desktop,
#       the icon to <prefix>/share/icons/hicolor/scalable/apps/<AppID>.svg and
#       the metadata to <prefix>/share/metainfo/<AppID>.metainfo.xml. With a
#       <destdir> (a package's staging root) the files go below it and no
#       cache is touched; without, the icon and desktop caches of <prefix>
#       are updated when their tools are installed.
#   Scripts/app-install.sh uninstall <Product> <prefix>
#       removes those four files (and nothing else), then updates the caches
#   Scripts/app-install.sh files <Product> <prefix>
#       prints the four paths, one a line
#   Scripts/app-install.sh app-id|binary-name|version <Product>
#       prints what the files above are named after, or the app's version
#
# RESOURCES_DIR (default: Resources/ beside this script's folder) is where
# the <Product>/ folders are. Only bash, coreutils, sed and binutils' strip.
set -euo pipefail
shopt -s inherit_errexit

resources_dir="${RESOURCES_DIR:-$(cd "$(dirname "$0")/.." && pwd)/Resources}"

fail() {
    echo "error: $*" >&2
    exit 1
}

# The folder of <Product>'s files, checked to hold each of them once.
app_dir() {
    local product="$1" dir="$resources_dir/$1"
    [ -d "$dir" ] || fail "no desktop files for '$product': $dir does not exist (see Resources/README.md)"
    local templates=("$dir"/*.desktop.in)
    [ ${#templates[@]} = 1 ] && [ -f "${templates[0]}" ] \
        || fail "$dir must hold exactly one <AppID>.desktop.in, found: ${templates[*]}"
    local id
    id="$(basename "${templates[0]}" .desktop.in)"
    [ -f "$dir/$id.svg" ] || fail "$dir/$id.svg is missing: the icon is named after the app id"
    [ -f "$dir/$id.metainfo.xml.in" ] || fail "$dir/$id.metainfo.xml.in is missing"
    echo "$dir"
}

app_id() {
    local dir
    dir="$(app_dir "$1")"
    local templates=("$dir"/*.desktop.in)
    basename "${templates[0]}" .desktop.in
}

binary_name() {
    echo "$1" | tr '[:upper:]' '[:lower:]'
}

# The version of the first <release> of the metadata: the newest one.
version() {
    local dir id
    dir="$(app_dir "$1")"
    id="$(app_id "$1")"
    local found
    found="$(sed -n 's/.*<release [^>]*version="\([^"]*\)".*/\1/p' "$dir/$id.metainfo.xml.in" | head -n 1)"
    [ -n "$found" ] || fail "$dir/$id.metainfo.xml.in has no <release version=\"...\">"
    echo "$found"
}

# <prefix> with a leading ~ (which make passes on unexpanded) as $HOME.
expand_prefix() {
    local prefix="${1/#\~/$HOME}"
    case "$prefix" in /*) ;; *) fail "the prefix '$1' is not an absolute path" ;; esac
    echo "${prefix%/}"
}

files() {
    local product="$1" prefix id binary
    prefix="$(expand_prefix "$2")"
    id="$(app_id "$product")"
    binary="$(binary_name "$product")"
    echo "$prefix/bin/$binary"
    echo "$prefix/share/applications/$id.desktop"
    echo "$prefix/share/icons/hicolor/scalable/apps/$id.svg"
    echo "$prefix/share/metainfo/$id.metainfo.xml"
}

# Writes template $1 to $2 with the placeholders filled in.
fill() {
    local template="$1" target="$2" id="$3" bindir="$4" binary="$5"
    mkdir -p "$(dirname "$target")"
    sed -e "s|@APP_ID@|$id|g" -e "s|@BINDIR@|$bindir|g" -e "s|@BINARY@|$binary|g" \
        "$template" >"$target.tmp"
    chmod 0644 "$target.tmp"
    mv -f "$target.tmp" "$target"
}

# The icon cache and the desktop database of <prefix>, when their tools exist
# (the files work without them; they make lookups faster).
update_caches() {
    local prefix="$1"
    local icons="$prefix/share/icons/hicolor"
    if [ -d "$icons" ]; then
        for tool in gtk4-update-icon-cache gtk-update-icon-cache; do
            if command -v "$tool" >/dev/null 2>&1; then
                "$tool" --quiet --force --ignore-theme-index "$icons" || true
                break
            fi
        done
    fi
    if [ -d "$prefix/share/applications" ] && command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database --quiet "$prefix/share/applications" || true
    fi
}

install_app() {
    local product="$1" binary_path="$2" prefix destdir="${4:-}"
    [ -x "$binary_path" ] || fail "the binary '$binary_path' of $product does not exist or is not executable"
    prefix="$(expand_prefix "$3")"
    local dir id binary
    dir="$(app_dir "$product")"
    id="$(app_id "$product")"
    binary="$(binary_name "$product")"
    local paths
    mapfile -t paths < <(files "$product" "$prefix")
    mkdir -p "$destdir$prefix/bin"
    install -m 0755 "$binary_path" "$destdir${paths[0]}.tmp"
    strip --strip-unneeded "$destdir${paths[0]}.tmp"
    mv -f "$destdir${paths[0]}.tmp" "$destdir${paths[0]}"
    fill "$dir/$id.desktop.in" "$destdir${paths[1]}" "$id" "$prefix/bin" "$binary"
    mkdir -p "$(dirname "$destdir${paths[2]}")"
    install -m 0644 "$dir/$id.svg" "$destdir${paths[2]}"
    fill "$dir/$id.metainfo.xml.in" "$destdir${paths[3]}" "$id" "$prefix/bin" "$binary"
    printf 'installed %s\n' "${paths[@]/#/$destdir}"
    if [ -z "$destdir" ]; then update_caches "$prefix"; fi
}

uninstall_app() {
    local product="$1" prefix path
    app_dir "$product" >/dev/null
    prefix="$(expand_prefix "$2")"
    while IFS= read -r path; do
        if [ -e "$path" ] || [ -L "$path" ]; then
            rm -f "$path"
            echo "removed $path"
        fi
    done < <(files "$product" "$prefix")
    update_caches "$prefix"
}

usage() {
    sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2
    exit 2
}

[ $# -ge 2 ] || usage
command="$1"
shift
case "$command" in
    install) [ $# -ge 3 ] || usage; install_app "$@" ;;
    uninstall) [ $# = 2 ] || usage; uninstall_app "$@" ;;
    files) [ $# = 2 ] || usage; files "$@" ;;
    app-id) app_id "$1" ;;
    binary-name) binary_name "$1" ;;
    version) version "$1" ;;
    *) usage ;;
esac
