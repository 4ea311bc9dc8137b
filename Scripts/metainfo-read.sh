#!/usr/bin/env bash
# Reads the fields of an app's AppStream metadata (Resources/<Product>/
# <AppID>.metainfo.xml.in, or an installed copy) that its Debian package is
# made from, one record a line, fields separated by tabs:
#
#   Scripts/metainfo-read.sh <metainfo.xml>
#
#   name <text>, summary <text>, developer <text>, contact <text>,
#   license <text>, pkgname <text>      the element of that name (developer is
#                                       <developer_name>, contact <update_contact>,
#                                       license <project_license>), when present
#   p <text> / li <text>                the paragraphs and list items of the
#                                       component's <description>, in order
#   release <version> <date>            each <release>, newest first (date as
#                                       YYYY-MM-DD, from date= or timestamp=)
#   release-p <version> <text> / release-li <version> <text>
#                                       the paragraphs and items of its <description>
#
# Text has its markup removed, white space collapsed and the five XML entities
# decoded; translated elements (xml:lang) are left out. It reads the subset of
# XML that metadata files use (no CDATA, no comments inside text). Only bash,
# coreutils and a POSIX awk.
set -euo pipefail

[ $# = 1 ] || { sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2; exit 2; }
[ -f "$1" ] || { echo "error: no metadata file $1" >&2; exit 1; }

"${AWK:-awk}" '
{ xml = xml " " $0 }
function text(s) {
    gsub(/<[^>]*>/, "", s); gsub(/[ \t\r]+/, " ", s); sub(/^ /, "", s); sub(/ $/, "", s)
    gsub(/&lt;/, "<", s); gsub(/&gt;/, ">", s); gsub(/&quot;/, "\"", s); gsub(/&apos;/, "\047", s)
    gsub(/&amp;/, "\\&", s)
    return s
}
# The content of the first <tag> (no attributes) in s, or "" without one.
function element(s, tag,    start, end) {
    start = index(s, "<" tag ">")
    if (start == 0) return ""
    s = substr(s, start + length(tag) + 2)
    end = index(s, "</" tag ">")
    return end ? substr(s, 1, end - 1) : ""
}
# The value of attribute name in the start tag s.
function attribute(s, name) {
    if (!match(s, " " name "=\"[^\"]*\"")) return ""
    s = substr(s, RSTART + length(name) + 3, RLENGTH - length(name) - 4)
    return s
}
# Prints the untranslated <p> and <li> of description markup s as
# prefix "p" / prefix "li" records.
function paragraphs(s, prefix, key,    rest, open, tag, finish, body) {
    rest = s
    while (match(rest, /<(p|li)( [^>]*)?>/)) {
        open = substr(rest, RSTART, RLENGTH)
        tag = open ~ /^<p/ ? "p" : "li"
        rest = substr(rest, RSTART + RLENGTH)
        finish = index(rest, "</" tag ">")
        if (finish == 0) break
        body = substr(rest, 1, finish - 1)
        rest = substr(rest, finish + length(tag) + 3)
        if (open ~ /xml:lang=/) continue
        print prefix tag "\t" key text(body)
    }
}
END {
    gsub(/<!--([^-]|-[^-])*-->/, "", xml)
    releases = element(xml, "releases")
    rest = xml
    # The component s own description: outside <releases>.
    start = index(rest, "<releases>")
    if (start) rest = substr(rest, 1, start - 1) substr(rest, start + length(releases) + 21)
    split("name summary developer_name update_contact project_license pkgname", tags, " ")
    split("name summary developer contact license pkgname", keys, " ")
    for (i = 1; i <= 6; i++) {
        value = text(element(rest, tags[i]))
        if (value != "") print keys[i] "\t" value
    }
    paragraphs(element(rest, "description"), "", "")
    while (match(releases, /<release [^>]*>/)) {
        open = substr(releases, RSTART, RLENGTH)
        releases = substr(releases, RSTART + RLENGTH)
        version = attribute(open, "version")
        date = attribute(open, "date")
        if (date == "" && attribute(open, "timestamp") != "") {
            command = "date -u -d @" attribute(open, "timestamp") " +%Y-%m-%d"
            command | getline date
            close(command)
        }
        sub(/T.*/, "", date)
        print "release\t" version "\t" date
        if (open ~ /\/>$/) continue
        end = index(releases, "</release>")
        body = end ? substr(releases, 1, end - 1) : releases
        paragraphs(element(body, "description"), "release-", version "\t")
    }
}' "$1"
