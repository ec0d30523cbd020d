#!/usr/bin/env bash
# Builds dist/grille-VERSION-windows-amd64-setup.exe: grille.exe cross-compiled
# with mingw-w64, lpsolve55.dll built from Debian's lp-solve source package,
# in an NSIS installer. Run by `make dist` (or `make dist-windows`).
source "$(dirname "$0")/common.sh"

# The Debian source package of lp_solve, pinned for reproducible builds.
LPSOLVE_SRC=${LPSOLVE_SRC:-lp-solve=5.5.2.5-2}
MINGW=x86_64-w64-mingw32

out=$BUILD/windows
# lp_solve for Windows: include/, lpsolve55.dll and its import library, built
# below unless LPSOLVE_WIN names a directory that has them. Its path is part
# of CGO_CFLAGS, hence of the Go build cache key: keep it stable.
lpw=${LPSOLVE_WIN:-$BUILD/lpsolve-windows}
rm -rf "$out"
mkdir -p "$out/stage" "$BUILD/src"

if [ ! -f "$lpw/lpsolve55.dll" ]; then
  step "lpsolve55.dll from Debian's source package $LPSOLVE_SRC"
  src=$(ls -d "$BUILD"/src/lp-solve-*/ 2>/dev/null | head -1 || true)
  if [ -z "$src" ]; then
    # Needs a deb-src entry (make dist-deps adds one). Only in dist/_build:
    # lp_solve's sources are never committed.
    (cd "$BUILD/src" && apt-get source -qq "$LPSOLVE_SRC" >/dev/null)
    src=$(ls -d "$BUILD"/src/lp-solve-*/ | head -1)
  fi
  CC=$MINGW-gcc bash "$HERE/lpsolve-windows.sh" "$src" "$lpw"
fi

step "Windows resources (icon, version, manifest)"
IFS=. read -r v1 v2 v3 <<< "$VERSION"
fill() {
  sed -e "s/@VERSION@/$VERSION/g" -e "s/@BUILD@/$BUILDNO/g" -e "s/@APPID@/$APPID/g" \
      -e "s/@V1@/${v1:-0}/g" -e "s/@V2@/${v2:-0}/g" -e "s/@V3@/${v3:-0}/g" "$1"
}
fill "$HERE/windows/grille.rc.in" > "$out/grille.rc"
fill "$HERE/windows/grille.manifest.in" > "$out/grille.manifest"
CONVERT=${CONVERT:-/usr/bin/convert} # /usr/local/bin/convert may be a stand-in
"$CONVERT" "$ROOT/assets/icon.png" -depth 8 -strip -define icon:auto-resize=256,64,48,32,16 "$out/grille.ico"
(cd "$out" && $MINGW-windres -O coff -i grille.rc -o rsrc.syso)

step "grille.exe for windows/amd64 (mingw-w64, -H=windowsgui)"
# The metadata file is added to package main through an overlay, and the
# resource object is handed to the external linker (mingw's ld merges its
# .rsrc section), so nothing is written into app/ (go build reads .syso
# files from the disk, not through -overlay). That path is part of the link
# flags, and so of Go's build ID: -buildid= leaves the ID out, so the exe
# is the same whatever the checkout's directory.
metadata_overlay "$out/overlay"
CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=$MINGW-gcc \
CGO_CFLAGS="-O2 -g -I$lpw/include" CGO_LDFLAGS="-O2 -g -L$lpw" \
  "$GO" build "${DIST_GOFLAGS[@]}" -overlay "$out/overlay/overlay.json" \
  -ldflags "$DIST_LDFLAGS -H=windowsgui -buildid= -extldflags '$out/rsrc.syso'" -o "$out/stage/grille.exe" ./app
# grille.exe must need nothing but Windows' own DLLs and lpsolve55.dll.
dlls=$($MINGW-objdump -p "$out/stage/grille.exe" | sed -n 's/^[[:space:]]*DLL Name: //p' | sort -u | tr '\n' ' ')
echo "grille.exe imports: $dlls"
case " ${dlls,,} " in *" lpsolve55.dll "*) ;; *) echo "grille.exe does not import lpsolve55.dll" >&2; exit 1 ;; esac
for d in $dlls; do
  case "${d,,}" in lpsolve55.dll|kernel32.dll|user32.dll|gdi32.dll|opengl32.dll|advapi32.dll|\
    shell32.dll|ole32.dll|winmm.dll|ws2_32.dll|msvcrt.dll|imm32.dll|dwmapi.dll|comdlg32.dll|\
    shlwapi.dll|uxtheme.dll|oleaut32.dll|version.dll|userenv.dll|ntdll.dll|crypt32.dll|\
    api-ms-win-*) ;;
    *) echo "grille.exe needs $d, which Windows does not have and we do not ship" >&2; exit 1 ;;
  esac
done

step "grille-$VERSION-windows-amd64-setup.exe"
cp "$lpw/lpsolve55.dll" "$out/grille.ico" "$out/stage/"
# CRLF and a UTF-8 byte-order mark: for Notepad, and NSIS's licence page.
{ printf '\xef\xbb\xbf'; GO="$GO" bash "$HERE/notices.sh" "$out/stage/grille.exe" | sed 's/$/\r/'; } > "$out/stage/LICENSES.txt"
stamp "$out/stage" # NSIS stores each file's time
size=$(du -sk "$out/stage" | cut -f1)
setup=$DIST/grille-$VERSION-windows-amd64-setup.exe
makensis -V2 -INPUTCHARSET UTF8 -DVERSION="$VERSION" -DBUILD="$BUILDNO" -DSIZE_KB="$size" \
  -DSTAGE="$out/stage" -DOUTFILE="$setup" "$HERE/windows/grille.nsi"
ls -l "$setup"
