#!/usr/bin/env bash
# notices.sh BINARY: prints the licence notices for a built grille binary:
# Grille's own licence, lp_solve's, Go's, and those of every Go module the
# binary contains (`go version -m` lists them), read from the module cache.
# The Linux packages ship it as share/doc/grille/copyright, the Windows
# installer as LICENSES.txt.
set -euo pipefail
bin=$1
GO=${GO:-go}
ROOT=$(pwd)

rule() { printf '\n%s\n%s\n\n' "==============================================================================" "$1"; }

cat <<'EOF'
Grille: licences of the program and of everything it contains or loads.

Grille is distributed under the BSD 3-Clause License (below). The grille
binary also contains the Go runtime and standard library and the Go modules
listed below (each under its own licence, reproduced below), and it loads
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
if [ -f /usr/share/common-licenses/LGPL-2.1 ]; then
  cat /usr/share/common-licenses/LGPL-2.1
else
  echo "See https://www.gnu.org/licenses/old-licenses/lgpl-2.1.txt"
fi

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
      if iconv -f UTF-8 -t UTF-8 "$dir/$f" >/dev/null 2>&1; then cat "$dir/$f"
      else iconv -f ISO-8859-1 -t UTF-8 "$dir/$f"; fi
    done
  done
