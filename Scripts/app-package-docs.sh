#!/usr/bin/env bash
# Writes the documents a Debian package of an app carries, on standard
# output, from the records Scripts/metainfo-read.sh reads out of the app's
# AppStream metadata (Scripts/app-package.sh calls it and compresses them):
#
#   Scripts/app-package-docs.sh copyright <records> <maintainer> <resources dir>
#       the machine-readable copyright file (DEP-5): every file under
#       <project_license>, held by <developer_name> in the years of the
#       releases; the license text is a pointer into /usr/share/common-licenses
#       for the licenses there, written out for MIT, else the text of
#       <resources dir>/LICENSE
#   Scripts/app-package-docs.sh changelog <records> <maintainer> <package>
#       a Debian changelog, an entry per <release> (newest first) whose items
#       are the paragraphs and items of its <description>
#   Scripts/app-package-docs.sh manual <records> <binary> <desktop file>
#       a manual page (section 1): NAME from the summary, SYNOPSIS from the
#       launcher entry's Exec field codes, DESCRIPTION from the <description>
#
# Only bash, coreutils and a POSIX awk.
set -euo pipefail

fail() {
    echo "error: $*" >&2
    exit 1
}

usage() {
    sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2
    exit 2
}

[ $# = 4 ] || usage
command="$1"
records="$2"
field() { awk -F '\t' -v key="$1" '$1 == key { print $2; exit }' "$records"; }
# The releases' dates, newest first, one a line.
release_dates() { awk -F '\t' '$1 == "release" && $3 != "" { print $3 }' "$records"; }

# The license text of a DEP-5 License paragraph, each line indented by one
# space and an empty line written " .".
indent() { sed 's/^$/./; s/^/ /'; }

license_text() {
    local license="$1" resources="$2" file=""
    case "$license" in
        Apache-2.0) file=Apache-2.0 ;;
        GPL-2.0 | GPL-2.0-only | GPL-2.0-or-later | GPL-2.0+) file=GPL-2 ;;
        GPL-3.0 | GPL-3.0-only | GPL-3.0-or-later | GPL-3.0+) file=GPL-3 ;;
        LGPL-2.0 | LGPL-2.0-only | LGPL-2.0-or-later | LGPL-2.0+) file=LGPL-2 ;;
        LGPL-2.1 | LGPL-2.1-only | LGPL-2.1-or-later | LGPL-2.1+) file=LGPL-2.1 ;;
        LGPL-3.0 | LGPL-3.0-only | LGPL-3.0-or-later | LGPL-3.0+) file=LGPL-3 ;;
        MPL-2.0) file=MPL-2.0 ;;
        CC0-1.0) file=CC0-1.0 ;;
    esac
    if [ -f "$resources/LICENSE" ]; then
        indent <"$resources/LICENSE"
    elif [ -n "$file" ]; then
        echo " On Debian systems, the complete text of this license can be found in"
        echo " \"/usr/share/common-licenses/$file\"."
    elif [ "$license" = MIT ]; then
        indent <<'EOF'
Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
EOF
    else
        fail "the package must carry the text of the license '$license', which Debian does not" \
            "ship: put it in $resources/LICENSE"
    fi
}

copyright() {
    local maintainer="$1" resources="$2" license first last years
    license="$(field license)"
    first="$(release_dates | sort | head -n 1)"
    last="$(release_dates | sort | tail -n 1)"
    years="${first%%-*}"
    [ "${last%%-*}" = "$years" ] || years="$years-${last%%-*}"
    cat <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: $(field name)
Upstream-Contact: $maintainer

Files: *
Copyright: $years $(field developer)
License: $license
$(license_text "$license" "$resources")
EOF
}

# Text wrapped to the width of a changelog line, the first line after
# "  * ", the others after four spaces.
item() {
    fold -s -w 74 <<<"$1" | sed 's/ *$//' | awk 'NR == 1 { print "  * " $0; next } { print "    " $0 }'
}

changelog() {
    local maintainer="$1" package="$2" version date items text
    while IFS=$'\t' read -r _ version date; do
        [ -n "$date" ] || fail "the release $version has no date: add date=\"YYYY-MM-DD\" to its <release>"
        echo "$package ($version) unstable; urgency=medium"
        echo
        items="$(awk -F '\t' -v version="$version" \
            '($1 == "release-p" || $1 == "release-li") && $2 == version { print $3 }' "$records")"
        [ -n "$items" ] || items="Release $version."
        while IFS= read -r text; do item "$text"; done <<<"$items"
        echo
        echo " -- $maintainer  $(LC_ALL=C date -u -R -d "$date")"
        echo
    done < <(awk -F '\t' '$1 == "release"' "$records")
}

# Text as roff: a backslash written \e, and a line starting with "." or "'"
# (a request) guarded by \&.
roff() { sed 's/\\/\\e/g; s/^[.'\'']/\\\&&/'; }

manual() {
    local binary="$1" desktop="$2" exec synopsis version date
    exec="$(sed -n 's/^Exec=//p' "$desktop" | head -n 1)"
    synopsis=""
    case "$exec" in
        *%F*) synopsis='[\fIFILE\fR...]' ;;
        *%f*) synopsis='[\fIFILE\fR]' ;;
        *%U*) synopsis='[\fIURL\fR...]' ;;
        *%u*) synopsis='[\fIURL\fR]' ;;
    esac
    version="$(awk -F '\t' '$1 == "release" { print $2; exit }' "$records")"
    date="$(release_dates | head -n 1)"
    echo ".TH \"$(tr '[:lower:]' '[:upper:]' <<<"$binary")\" \"1\" \"$date\" \"$(field name | roff_argument) $version\" \"User Commands\""
    echo ".SH NAME"
    echo "$binary \\- $(field summary | roff)"
    echo ".SH SYNOPSIS"
    echo ".B $binary"
    [ -z "$synopsis" ] || echo "$synopsis"
    echo ".SH DESCRIPTION"
    awk -F '\t' '
        $1 == "p" { if (n++) print ".PP"; print $2 }
        $1 == "li" { print ".IP \\(bu 2"; print $2 }' "$records" | roff_body
}

# Text as a quoted roff argument: a quote written \(dq, a backslash \e.
roff_argument() { sed 's/\\/\\e/g; s/"/\\(dq/g'; }

# roff for the description, leaving the requests this script wrote alone.
roff_body() {
    while IFS= read -r line; do
        case "$line" in
            .PP | '.IP \(bu 2') echo "$line" ;;
            *) roff <<<"$line" ;;
        esac
    done
}

case "$command" in
    copyright) copyright "$3" "$4" ;;
    changelog) changelog "$3" "$4" ;;
    manual) manual "$3" "$4" ;;
    *) usage ;;
esac
