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
#       are updated when their tools are installed, and the four files and
#       the folders and caches the install created are noted in
#       <prefix>/share/<AppID>/app-install.list for uninstall. A prefix
#       holding a control character (a newline, tab, ...) or a "%" is
#       refused; any other character is quoted in the launcher entry.
#   Scripts/app-install.sh uninstall <Product> <prefix>
#       removes the files that list notes, then updates the caches; the
#       caches and folders the install created go too, a cache when nothing
#       is left for it to index and a folder when it is empty (nothing else is
#       touched). Without the list nothing is removed, and a list naming
#       anything an install there does not put is refused whole.
#   Scripts/app-install.sh files <Product> <prefix>
#       prints the four paths, one a line
#   Scripts/app-install.sh app-id|binary-name|package-name|version <Product>
#       prints what the files above are named after, the app's Debian
#       package name, or the app's version
#
# The package name is the metadata's <pkgname> when it has one, else the app
# id in lower case with any character Debian does not allow in a package
# name made "-" (org.gtkhooks.TodoList -> org.gtkhooks.todolist): unique as
# the reverse-DNS id is, and never the name of a Debian package (the product
# name alone could be: an app named Hello would be GNU Hello's `hello`).
#
# RESOURCES_DIR (default: Resources/ beside this script's folder) is where
# the <Product>/ folders are. Only bash, coreutils, sed, a POSIX awk and
# binutils' strip.
set -euo pipefail
shopt -s inherit_errexit

resources_dir="${RESOURCES_DIR:-$(cd "$(dirname "$0")/.." && pwd)/Resources}"

fail() {
    echo "error: $*" >&2
    exit 1
}

# $1 shown so that every character is visible (a newline as $'\n').
shown() { printf '%q' "$1"; }

# The folder of <Product>'s files, checked to hold each of them once.
app_dir() {
    local product="$1" dir="$resources_dir/$1"
    # The product names the binary, which the launcher entry runs.
    [[ "$product" =~ ^[A-Za-z0-9][A-Za-z0-9._+-]*$ ]] \
        || fail "the product name $(shown "$product") is not a SwiftPM product name: use letters, digits," \
            "'.', '_', '+' and '-', starting with a letter or digit"
    [ -d "$dir" ] || fail "no desktop files for '$product': $dir does not exist (see Resources/README.md)"
    local templates=("$dir"/*.desktop.in)
    [ ${#templates[@]} = 1 ] && [ -f "${templates[0]}" ] \
        || fail "$dir must hold exactly one <AppID>.desktop.in, found: ${templates[*]}"
    local id
    id="$(basename "${templates[0]}" .desktop.in)"
    # The Desktop Entry spec's rule for a desktop file id: D-Bus name elements.
    [[ "$id" =~ ^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)+$ ]] \
        || fail "the app id $(shown "$id") (the name of ${templates[0]}) is not an application id: use" \
            "two or more elements separated by '.', each of letters, digits, '_' and '-', not starting with a digit"
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

# Debian's rule for a package name (Policy 5.6.1): at least two characters,
# lower-case letters, digits, "+", "-" and ".", starting with a letter or digit.
valid_package_name() {
    [[ "$1" =~ ^[a-z0-9][a-z0-9.+-]+$ ]]
}

package_name() {
    local dir id metainfo name
    dir="$(app_dir "$1")"
    id="$(app_id "$1")"
    metainfo="$dir/$id.metainfo.xml.in"
    name="$(sed -n 's|.*<pkgname>[[:space:]]*\([^<]*[^<[:space:]]\)[[:space:]]*</pkgname>.*|\1|p' "$metainfo" | head -n 1)"
    if [ -n "$name" ]; then
        valid_package_name "$name" || fail "$metainfo: <pkgname>$name</pkgname> is not a Debian" \
            "package name: use lower-case letters, digits, '+', '-' and '.', starting with a letter or digit"
    else
        name="$(echo "$id" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9.+-]/-/g')"
        valid_package_name "$name" || fail "the app id '$id' gives no valid Debian package name" \
            "('$name'); set one with <pkgname> in $metainfo"
    fi
    echo "$name"
}

# The version of the first <release> of the metadata: the newest one.
version() {
    local dir id
    dir="$(app_dir "$1")"
    id="$(app_id "$1")"
    local found
    found="$(sed -n 's/.*<release [^>]*version="\([^"]*\)".*/\1/p' "$dir/$id.metainfo.xml.in" | head -n 1)"
    [ -n "$found" ] || fail "$dir/$id.metainfo.xml.in has no <release version=\"...\">"
    # Debian's version syntax (Policy 5.6.12), which the package's control file needs.
    [[ "$found" =~ ^([0-9]+:)?[0-9][A-Za-z0-9.+~:-]*$ ]] \
        || fail "$dir/$id.metainfo.xml.in: the release version $(shown "$found") is not a version: use" \
            "digits, letters, '.', '+', '~' and '-', starting with a digit (1.2.0)"
    echo "$found"
}

# <prefix> with a leading ~ (which make passes on unexpanded) as $HOME.
# A control character is refused: a launcher entry value and the lines of
# app-install.list cannot hold a newline, and tools reading them differ on
# the rest; so is "%" (below). Every other character is quoted where it is
# written.
expand_prefix() {
    local prefix="${1/#\~/$HOME}"
    case "$prefix" in /*) ;; *) fail "the prefix $(shown "$1") is not an absolute path" ;; esac
    [[ "$prefix" != *[[:cntrl:]]* ]] \
        || fail "the prefix $(shown "$1") holds a control character (a newline, tab or escape):" \
            "a launcher entry cannot hold it; install into a folder whose path has none"
    # The Exec key writes "%" as "%%", but GLib looks for the program before
    # it expands "%%", finds none and refuses the whole launcher entry.
    [[ "$prefix" != *%* ]] \
        || fail "the prefix $(shown "$1") holds a '%': GLib launches no program whose path has one;" \
            "install into a folder whose path has none"
    case "$prefix/" in
        */./* | */../*) fail "the prefix $(shown "$1") has a '.' or '..' folder: write it without them" ;;
    esac
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

# Writes template $1 to $2 with the placeholders filled in, escaped for the
# file's format $6: `desktop` or `xml`. The values travel in the environment,
# never in a program's text, and are replaced literally.
#
# In a launcher entry every value is a string, whose backslash is written
# "\\"; in Exec, an argument holding a placeholder is also quoted when it has
# a character the Desktop Entry spec reserves ("..." with \", \`, \$ and \\
# inside, then written as a string: "\\\\" for one backslash), and a "%" is
# written "%%", which is not a field code.
fill() {
    local template="$1" target="$2"
    mkdir -p "$(dirname "$target")"
    APP_ID="$3" BINDIR="$4" BINARY="$5" FORMAT="$6" awk '
        function replace(s, from, to,    out, at) {
            out = ""
            while ((at = index(s, from)) > 0) {
                out = out substr(s, 1, at - 1) to
                s = substr(s, at + length(from))
            }
            return out s
        }
        function xml(s) {
            s = replace(s, "&", "&amp;")
            s = replace(replace(s, "<", "&lt;"), ">", "&gt;")
            return replace(replace(s, "\"", "&quot;"), "\047", "&apos;")
        }
        function string(s) { return replace(s, "\\", "\\\\") }
        function argument(s) {
            if (s ~ /[ \t"\047\\><~|&;$*?#()`]/) {
                s = replace(replace(s, "\\", "\\\\"), "\"", "\\\"")
                s = "\"" replace(replace(s, "`", "\\`"), "$", "\\$") "\""
            }
            return string(replace(s, "%", "%%"))
        }
        # s with its placeholders filled in, each value escaped as kind says.
        function filled(s, kind,    out, value) {
            out = ""
            while (match(s, /@(APP_ID|BINDIR|BINARY)@/)) {
                value = ENVIRON[substr(s, RSTART + 1, RLENGTH - 2)]
                out = out substr(s, 1, RSTART - 1) (kind == "xml" ? xml(value) : kind == "string" ? string(value) : value)
                s = substr(s, RSTART + RLENGTH)
            }
            return out s
        }
        ENVIRON["FORMAT"] == "xml" { print filled($0, "xml"); next }
        /^Exec=/ {
            n = split(substr($0, 6), words, " ")
            line = "Exec="
            for (i = 1; i <= n; i++) {
                word = words[i]
                if (word ~ /@(APP_ID|BINDIR|BINARY)@/) word = argument(filled(word, "raw"))
                line = line (i > 1 ? " " : "") word
            }
            print line
            next
        }
        { print filled($0, "string") }' "$template" >"$target.tmp"
    chmod 0644 "$target.tmp"
    mv -f "$target.tmp" "$target"
}

# The file noting what an install into <prefix> put there, a line each:
# "file <path>" for the four files, "dir <path>" for a folder it created and
# "cache <path>" for a cache it created.
install_list() {
    echo "$1/share/$2/app-install.list"
}

# The caches update_caches keeps in <prefix>, one a line.
caches() {
    echo "$1/share/icons/hicolor/icon-theme.cache"
    echo "$1/share/applications/mimeinfo.cache"
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
    # Without a destdir, what is not there yet is noted before it is made.
    local list="" created=() path cache
    if [ -z "$destdir" ]; then
        list="$(install_list "$prefix" "$id")"
        for path in "${paths[@]}" "$list"; do
            path="$(dirname "$path")"
            while [ "$path" != / ] && [ ! -e "$path" ]; do
                created+=("dir $path")
                path="$(dirname "$path")"
            done
        done
        while read -r cache; do
            [ -e "$cache" ] || created+=("cache $cache")
        done < <(caches "$prefix")
    fi
    mkdir -p "$destdir$prefix/bin"
    install -m 0755 "$binary_path" "$destdir${paths[0]}.tmp"
    strip --strip-unneeded "$destdir${paths[0]}.tmp"
    mv -f "$destdir${paths[0]}.tmp" "$destdir${paths[0]}"
    fill "$dir/$id.desktop.in" "$destdir${paths[1]}" "$id" "$prefix/bin" "$binary" desktop
    mkdir -p "$(dirname "$destdir${paths[2]}")"
    install -m 0644 "$dir/$id.svg" "$destdir${paths[2]}"
    fill "$dir/$id.metainfo.xml.in" "$destdir${paths[3]}" "$id" "$prefix/bin" "$binary" xml
    printf 'installed %s\n' "${paths[@]/#/$destdir}"
    if [ -z "$destdir" ]; then
        update_caches "$prefix"
        # Only the caches the tools did write count as created.
        mkdir -p "$(dirname "$list")"
        {
            [ ! -f "$list" ] || cat "$list"
            printf 'file %s\n' "${paths[@]}"
            for path in "${created[@]}"; do
                case "$path" in cache\ *) [ -e "${path#cache }" ] || continue ;; esac
                echo "$path"
            done
        } | sort -u >"$list.tmp"
        mv -f "$list.tmp" "$list"
    fi
}

# Whether the cache $1 indexes anything: an icon besides the theme's own
# files, or a launcher entry with a MimeType.
cache_in_use() {
    local folder
    folder="$(dirname "$1")"
    case "$(basename "$1")" in
        icon-theme.cache)
            find "$folder" -type f ! -name icon-theme.cache ! -name index.theme -print -quit | grep -q . ;;
        mimeinfo.cache)
            grep -rlqs '^MimeType=' --include='*.desktop' "$folder" ;;
        *) return 0 ;;
    esac
}

# Whether the list entry "$1 $2" names something an install into prefix $3 of
# the files $4... can have put there: one of those files, one of the caches,
# or a folder at, inside or above the prefix (an install creates the missing
# folders above it too; only an empty one is removed).
entry_allowed() {
    local kind="$1" path="$2" prefix="$3"
    shift 3
    local known
    case "$kind" in
        file) for known in "$@"; do [ "$path" = "$known" ] && return 0; done ;;
        cache) while read -r known; do [ "$path" = "$known" ] && return 0; done < <(caches "$prefix") ;;
        dir)
            case "$path/" in */./* | */../*) return 1 ;; esac
            case "$prefix/" in "$path"/*) return 0 ;; esac
            case "$path" in "$prefix"/*) return 0 ;; esac
            ;;
    esac
    return 1
}

uninstall_app() {
    local product="$1" prefix path list kind
    app_dir "$product" >/dev/null
    prefix="$(expand_prefix "$2")"
    list="$(install_list "$prefix" "$(app_id "$product")")"
    local paths
    mapfile -t paths < <(files "$product" "$prefix")
    # Only what an install noted goes: files a package (or anyone) put at
    # these paths are not this script's to remove.
    [ -f "$list" ] || fail "$(shown "$list") does not exist: Scripts/app-install.sh did not install $product" \
        "into $(shown "$prefix"), so nothing was removed (a package's files go with apt remove)"
    local noted entries=() files=()
    noted="$(cat "$list")"
    while read -r kind path; do
        [ -n "$kind" ] || continue
        entry_allowed "$kind" "$path" "$prefix" "${paths[@]}" \
            || fail "$(shown "$list") names $(shown "$kind $path"), which is outside what an install into" \
                "$(shown "$prefix") puts there; nothing was removed: check the list and remove that line"
        entries+=("$kind $path")
        [ "$kind" != file ] || files+=("$path")
    done <<<"$noted"
    # A list from before files were noted: the install put the four files.
    [ ${#files[@]} != 0 ] || files=("${paths[@]}")
    for path in "${files[@]}" "$list.tmp"; do
        if [ -e "$path" ] || [ -L "$path" ]; then
            rm -f "$path"
            echo "removed $path"
        fi
    done
    update_caches "$prefix"
    rm -f "$list"
    # Caches first, then folders deepest first: each only if still unused.
    for path in "${entries[@]}"; do
        kind="${path%% *}"
        path="${path#* }"
        if [ "$kind" = cache ] && [ -f "$path" ] && ! cache_in_use "$path"; then
            rm -f "$path"
            echo "removed $path"
        fi
    done
    while read -r kind path; do
        if [ "$kind" = dir ] && [ -d "$path" ] && rmdir "$path" 2>/dev/null; then
            echo "removed $path/"
        fi
    done < <(printf '%s\n' "${entries[@]}" | sort -r)
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
    package-name) package_name "$1" ;;
    version) version "$1" ;;
    *) usage ;;
esac
