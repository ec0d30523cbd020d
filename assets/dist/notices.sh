#!/usr/bin/env bash
# notices.sh [--debian] BINARY: prints the licence notices for a built
# grille binary: Grille's own licence, lp_solve's, Go's, and those of every
# Go module the binary contains (`go version -m` lists them), read from the
# module cache. The Linux packages ship it as share/doc/grille/copyright,
# the Windows installer as LICENSES.txt, the macOS bundle in
# Contents/Resources/licenses.
#
# --debian (the .deb): licences Debian ships in /usr/share/common-licenses
# (LGPL-2.1, Apache-2.0) are referred to there instead of copied, as
# Debian policy 12.5 asks; each module's own copyright lines are kept.
# Otherwise the full texts are written; lp_solve's LGPL-2.1 is read from
# LGPL_TEXT (the macOS workflow: lp_solve's own copy in its source tarball)
# or from Debian's common-licenses, and a missing text is an error.
set -euo pipefail
debian=
if [ "${1:-}" = --debian ]; then debian=1; shift; fi
bin=$1
GO=${GO:-go}
ROOT=$(pwd)
COMMON=/usr/share/common-licenses

rule() { printf '\n%s\n%s\n\n' "==============================================================================" "$1"; }

cat <<'EOF'
Grille: licences of the program and of everything it contains or loads.

Grille is distributed under the BSD 3-Clause License (below). The grille
binary also contains the Go runtime and standard library and the Go modules
listed below (each under its own licence, reproduced or referred to below), and it loads
lp_solve 5.5, a separate shared library under the GNU Lesser General Public
License 2.1: liblpsolve55.so from Debian's lp-solve package on Linux,
lpsolve55.dll beside grille.exe on Windows (built unmodified from Debian's
lp-solve 5.5.2.5 source package with mingw-w64; source:
https://sourceforge.net/projects/lpsolve/ or `apt-get source lp-solve`).
You may replace that library by any ABI-compatible build of lp_solve 5.5,
modified or not: Grille will use it without being rebuilt.
EOF

rule "Grille (BSD-3-Clause)"
cat "$ROOT/LICENSE"

rule "lp_solve 5.5 (LGPL-2.1-or-later)"
if [ -n "$debian" ]; then
  echo "On Debian systems, the complete text of the GNU Lesser General Public"
  echo "License version 2.1 can be found in $COMMON/LGPL-2.1."
else
  lgpl=${LGPL_TEXT:-$COMMON/LGPL-2.1}
  [ -f "$lgpl" ] || { echo "notices.sh: no LGPL-2.1 text at $lgpl (set LGPL_TEXT)" >&2; exit 1; }
  grep -q 'GNU LESSER GENERAL PUBLIC LICENSE' "$lgpl" && grep -q 'Version 2.1' "$lgpl" ||
    { echo "notices.sh: $lgpl is not the LGPL 2.1" >&2; exit 1; }
  cat "$lgpl"
fi

# apache FILE: with --debian, an Apache-2.0 licence file becomes a pointer
# to common-licenses plus what follows the terms (the appendix with the
# module's copyright line); any other file is printed whole.
apache() {
  if [ -n "$debian" ] && grep -q 'Version 2.0, January 2004' "$1" && grep -q 'END OF TERMS AND CONDITIONS' "$1"; then
    echo "Apache License 2.0. On Debian systems, the complete text of the Apache"
    echo "License version 2.0 can be found in $COMMON/Apache-2.0."
    echo
    awk 'found && /Copyright/ {keep=1} keep {print} /END OF TERMS AND CONDITIONS/ {found=1}' "$1"
  else
    cat "$1"
  fi
}

rule "Go (the runtime and standard library; BSD-3-Clause)"
cat "$($GO env GOROOT)/LICENSE"

"$GO" version -m "$bin" | awk '$1=="dep"{p=$2; v=$3} $1=="=>"{p=$2; v=$3} $1=="dep"||$1=="=>"{print p, v}' |
  awk '{m[$1]=$2} END{for (p in m) print p, m[p]}' | sort |
  while read -r path version; do
    dir=$("$GO" mod download -json "$path@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')
    [ -d "$dir" ] || { echo "notices.sh: $path@$version not in the module cache" >&2; exit 1; }
    # Licence files at the module root, and those of code bundled deeper
    # (Fyne's fonts, GLFW's C sources, HarfBuzz); freetype is FTL-or-GPL:
    # we take the FTL.
    files=$(cd "$dir" && { ls -d LICEN[CS]E* COPYING* NOTICE* 2>/dev/null || true;
      find . -mindepth 2 -maxdepth 4 -type f \( -iname 'LICEN[CS]E*' -o -iname 'COPYING*' -o -path './licenses/ftl.txt' \) \
        -not -path '*testdata*' -not -path './cmd/*' | sed 's|^\./||' | sort; })
    [ -n "$files" ] || { echo "notices.sh: no licence file in $path@$version" >&2; exit 1; }
    for f in $files; do
      rule "$path $version: $f"
      # All UTF-8 (freetype's FTL text is Latin-1).
      if iconv -f UTF-8 -t UTF-8 "$dir/$f" >/dev/null 2>&1; then apache "$dir/$f"
      else iconv -f ISO-8859-1 -t UTF-8 "$dir/$f"; fi
    done
  done
