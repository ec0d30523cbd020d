#!/usr/bin/env bash
# Tests what `make dist` made, as a user gets it (run by `make dist-test`):
#  - the .deb: dpkg -i, the installed /usr/bin/grille draws its window under
#    Xvfb and solves the sample, dpkg -r removes it;
#  - the .tar.xz: its Makefile installs into a scratch DESTDIR and the binary runs;
#  - the Windows installer under Wine (when wine works): silent install, the
#    installed grille.exe solves the sample with lp_solve's DLL, silent uninstall.
# Needs root or sudo (SUDO) for dpkg.
source "$(dirname "$0")/common.sh"
SUDO=${SUDO:-}
t=$BUILD/test
rm -rf "$t"
mkdir -p "$t"
sample=$ROOT/assets/samples/sudoku.txt
deb=$DIST/grille_${VERSION}_amd64.deb
tarball=$DIST/grille-$VERSION-linux-amd64.tar.xz
setup=$DIST/grille-$VERSION-windows-amd64-setup.exe
for f in "$deb" "$tarball" "$setup"; do [ -f "$f" ] || { echo "missing $f: run make dist" >&2; exit 1; }; done

fail() { echo "FAIL: $*" >&2; exit 1; }
pass() { echo "PASS: $*"; }

# check_solved FILE: grille solve's output holds a complete 9×9 grid (no 0 or .).
check_solved() {
  local rows
  rows=$(grep -cE '^([1-9] ){8}[1-9]\s*$|^[1-9]{9}\s*$' "$1" || true)
  [ "$rows" -ge 9 ] || { cat "$1"; fail "no solved grid in $1"; }
}

step "Debian package: Debian's conventions (lintian, appstreamcli, man)"
# lintian: no error and no warning; the one override (RUNPATH to lp-solve's
# private directory) is explained in assets/dist/linux/lintian-overrides.
# As root, lintian says so on stderr: that line is not a finding.
st=0
lintian --fail-on error,warning --display-level '>=info' "$deb" > "$t/lintian.txt" 2>&1 || st=$?
# With --show-overrides, lintian counts the overridden tag as found: so the
# override is listed by a second run that decides nothing.
lintian --show-overrides "$deb" 2>&1 | grep '^O: ' >> "$t/lintian.txt" || true
grep -v 'running with root privileges is not recommended' "$t/lintian.txt" || true
[ "$st" = 0 ] || fail "lintian found errors or warnings (see above)"
pass "lintian: no error, no warning (the info tags and the override above are explained in RELEASE.md)"
dpkg-deb -x "$deb" "$t/deb"
metainfo=$t/deb/usr/share/metainfo/$APPID.metainfo.xml
[ -f "$metainfo" ] || fail "no $metainfo in the .deb"
# --no-net: the screenshots' host is the placeholder of FyneApp.toml's Website.
st=0
appstreamcli validate --no-net --pedantic "$metainfo" > "$t/appstream.txt" 2>&1 || st=$?
cat "$t/appstream.txt"
[ "$st" = 0 ] || fail "appstreamcli validate"
pass "appstreamcli validate: $APPID.metainfo.xml"
# Every file the metadata names must exist: the desktop file and the binary
# in the package, and each screenshot (a URL under FyneApp.toml's Website,
# served from the repository) in this release's tree, as `make screenshots`
# made it. A caption that names a picture nobody made fails here, not in a
# software centre.
website=$(toml Website)
named=0
for id in $(sed -n 's:.*<launchable type="desktop-id">\(.*\)</launchable>.*:\1:p' "$metainfo"); do
  [ -f "$t/deb/usr/share/applications/$id" ] || fail "metainfo names $id: not in the .deb's /usr/share/applications"
  named=$((named + 1))
done
for b in $(sed -n 's:.*<binary>\(.*\)</binary>.*:\1:p' "$metainfo"); do
  [ -x "$t/deb/usr/bin/$b" ] || fail "metainfo names the binary $b: not in the .deb's /usr/bin"
  named=$((named + 1))
done
for url in $(sed -n 's:.*<image>\(.*\)</image>.*:\1:p' "$metainfo"); do
  case $url in "$website"/*) ;; *) fail "screenshot $url is not under the Website $website";; esac
  f=$ROOT/${url#"$website"/}
  [ -f "$f" ] || fail "metainfo names the screenshot $url: no ${f#"$ROOT"/} in the tree (make screenshots)"
  file -b "$f" | grep -q '^PNG image data' || fail "${f#"$ROOT"/} is not a PNG"
  named=$((named + 1))
done
[ "$named" -ge 5 ] || fail "metainfo names only $named files (desktop file, binary, screenshots)"
pass "metainfo: the $named files it names exist (desktop file and binary in the .deb, screenshots in the tree)"
man1=$t/deb/usr/share/man/man1
[ -f "$man1/grille.1.gz" ] || fail "no grille.1.gz in the .deb"
for cmd in $(/usr/bin/env -i "$t/deb/usr/bin/grille" help 2>/dev/null | awk '/^Commands:/{c=1; next} c && !NF {exit} c {print $1}'); do
  [ "$cmd" = help ] || [ -f "$man1/grille-$cmd.1.gz" ] || fail "no manual page for grille $cmd"
done
for m in "$man1"/*.1.gz; do
  # As lintian's manpage check does: man's warnings go to stderr.
  LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$m" 2>&1 >/dev/null | tee "$t/man-warnings.txt"
  [ -s "$t/man-warnings.txt" ] && fail "man -l ${m##*/} warns"
  lexgrog "$m" | grep -q ': "grille' || fail "${m##*/}: no whatis entry"
done
pass "man -l: $(ls "$man1" | wc -l) pages, no warning; whatis entries"
[ "$(readelf -h "$t/deb/usr/bin/grille" | awk '/Type:/{print $2}')" = DYN ] || fail "grille is not PIE"
pass "grille is a position-independent executable"

step "Debian package: install"
[ -e /usr/bin/grille ] && fail "/usr/bin/grille exists already: remove it first (dpkg -r grille)"
dpkg-deb -f "$deb" Depends | tee "$t/depends"
grep -q 'lp-solve' "$t/depends" || fail "Depends lacks lp-solve"
$SUDO dpkg -i "$deb" || DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -f -y -qq
dpkg -s grille | grep -q '^Status: install ok installed' || fail "grille not installed"
for f in /usr/bin/grille /usr/share/applications/$APPID.desktop /usr/share/doc/grille/{copyright,changelog.gz} \
  /usr/share/man/man1/grille.1.gz /usr/share/bash-completion/completions/grille /usr/share/metainfo/$APPID.metainfo.xml \
  /usr/share/icons/hicolor/{16x16,32x32,48x48,64x64,128x128,256x256,512x512}/apps/$APPID.png; do
  [ -f "$f" ] || fail "$f not installed"
done
ldd /usr/bin/grille | grep lpsolve55 | tee "$t/ldd"
grep -q '/usr/lib/lp_solve/liblpsolve55.so' "$t/ldd" || fail "grille does not load lp_solve's shared library"
pass "dpkg -i: files in place, liblpsolve55.so resolved"

step "Debian package: the installed grille in a terminal"
(cd /tmp && /usr/bin/grille methods) > "$t/deb-methods.txt" 2>&1 || { cat "$t/deb-methods.txt"; fail "grille methods"; }
cat "$t/deb-methods.txt"
(cd /tmp && /usr/bin/grille solve "$sample") > "$t/deb-solve.txt" 2>&1 || { cat "$t/deb-solve.txt"; fail "grille solve"; }
check_solved "$t/deb-solve.txt"
pass "/usr/bin/grille solve $sample"
if grep -qE '^ +ilp ' "$t/deb-methods.txt"; then
  (cd /tmp && /usr/bin/grille solve --method ilp "$sample") > "$t/deb-solve-ilp.txt" 2>&1 ||
    { cat "$t/deb-solve-ilp.txt"; fail "grille solve --method ilp"; }
  check_solved "$t/deb-solve-ilp.txt"
  pass "/usr/bin/grille solve --method ilp (lp_solve)"
fi

man -w grille-solve | grep -q '^/usr/share/man/man1/grille-solve.1.gz$' || fail "man grille-solve not found"
# The installed completion, loaded the way bash-completion loads it.
bash --norc -c 'source /usr/share/bash-completion/completions/grille && complete -p grille' | tee "$t/complete.txt"
grep -q -- '-F _grille grille' "$t/complete.txt" || fail "bash completion not registered"
got=$(bash --norc -c 'source /usr/share/bash-completion/completions/grille
  COMP_WORDS=(grille solve --type ""); COMP_CWORD=3; _grille; echo "${COMPREPLY[*]}"')
types=$(/usr/bin/grille solve --help | sed -n 's/.*puzzle type: \([^(]*\) (default.*/\1/p' | tr -d ,)
[ "$got" = "$(echo $types)" ] || fail "grille solve --type <TAB> gives '$got', not '$types'"
pass "man grille-solve; bash completion: grille solve --type <TAB> gives $got"

step "Debian package: the installed grille draws its window (Xvfb), is quiet in a terminal"
GRILLE_BIN=/usr/bin/grille GRILLE_SHOT="$t/deb-window.png" \
  "$GO" test -tags smoke -count=1 -run '^(TestSmoke|TestQuietTerminal)$' -v ./app 2>&1 | tee "$t/deb-smoke.txt"
grep -q '^--- PASS: TestSmoke' "$t/deb-smoke.txt" || fail "window smoke test of /usr/bin/grille"
grep -q '^--- PASS: TestQuietTerminal' "$t/deb-smoke.txt" || fail "/usr/bin/grille writes on stderr under a C locale"
pass "window drawn, screenshot $t/deb-window.png; nothing on stderr under C locales"

step "Debian package: remove"
$SUDO dpkg -r grille
[ -e /usr/bin/grille ] && fail "/usr/bin/grille still there after dpkg -r"
[ -e /usr/share/applications/$APPID.desktop ] && fail "desktop file still there after dpkg -r"
pass "dpkg -r: /usr/bin/grille gone"

step "Linux archive: its Makefile installs into a scratch DESTDIR"
mkdir -p "$t/tar" "$t/tar-root/usr/local"
tar -C "$t/tar" -xJf "$tarball"
make -s -C "$t/tar/grille-$VERSION" install DESTDIR="$t/tar-root" PREFIX=/usr/local
"$t/tar-root/usr/local/bin/grille" solve "$sample" > "$t/tar-solve.txt" 2>&1 || { cat "$t/tar-solve.txt"; fail "archive's grille solve"; }
check_solved "$t/tar-solve.txt"
make -s -C "$t/tar/grille-$VERSION" uninstall DESTDIR="$t/tar-root" PREFIX=/usr/local 2>/dev/null
[ -z "$(find "$t/tar-root" -type f)" ] || fail "make uninstall left: $(find "$t/tar-root" -type f)"
pass "tar.xz: make install, grille solve, make uninstall"

step "Windows installer under Wine"
if ! command -v wine >/dev/null || ! wine --version >/dev/null 2>&1; then
  echo "SKIP: wine not installed (Debian: apt-get install wine wine64)"
  exit 0
fi
wine --version
export WINEPREFIX=$t/wine WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
unset DISPLAY # no window needed: silent install and terminal commands
wine wineboot --init > "$t/wineboot.log" 2>&1 || { cat "$t/wineboot.log"; fail "wineboot"; }
wineserver -w
sys32=$WINEPREFIX/drive_c/windows/system32
if [ ! -f "$sys32/bcryptprimitives.dll" ]; then
  # Wine 8 lacks it and Go's runtime needs it: a test-only stub (see the .c file).
  x86_64-w64-mingw32-gcc -O2 -shared -s -o "$sys32/bcryptprimitives.dll" \
    "$HERE/wine/bcryptprimitives.c" -ladvapi32
  echo "installed the test stub bcryptprimitives.dll (ProcessPrng) in the Wine prefix"
fi
wine "$(winepath -w "$setup")" /S > "$t/wine-setup.log" 2>&1 || { cat "$t/wine-setup.log"; fail "setup.exe /S"; }
wineserver -w
inst="$WINEPREFIX/drive_c/Program Files/Grille"
for f in grille.exe lpsolve55.dll LICENSES.txt uninstall.exe; do
  [ -f "$inst/$f" ] || fail "installer did not install $f ($(ls "$WINEPREFIX/drive_c/Program Files"))"
done
lnk="$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/Grille.lnk"
[ -f "$lnk" ] || fail "no Start-menu shortcut"
key='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\'$APPID
wine reg query "$key" > "$t/wine-reg.txt" 2>&1 || { cat "$t/wine-reg.txt"; fail "no Add/Remove Programs entry"; }
tr -d '\r' < "$t/wine-reg.txt" | grep -E 'DisplayName|DisplayVersion|UninstallString'
grep -q "DisplayVersion.*$VERSION" "$t/wine-reg.txt" || fail "Add/Remove Programs: wrong DisplayVersion"
pass "setup.exe /S: files, Start-menu shortcut, Add/Remove Programs entry"

exe='C:\Program Files\Grille\grille.exe'
wsample=$(winepath -w "$sample")
wine "$exe" methods > "$t/wine-methods.txt" 2>&1 || { cat "$t/wine-methods.txt"; fail "grille.exe methods"; }
tr -d '\r' < "$t/wine-methods.txt"
method=ilp
if ! grep -qE '^ +ilp ' "$t/wine-methods.txt"; then
  echo "NOTE: no ilp method registered in this build: solving with the default method"
  method=
fi
wine "$exe" solve ${method:+--method $method} "$wsample" > "$t/wine-solve.txt" 2>&1 ||
  { cat "$t/wine-solve.txt"; fail "grille.exe solve ${method:+--method $method}"; }
tr -d '\r' < "$t/wine-solve.txt" > "$t/wine-solve.unix.txt"
check_solved "$t/wine-solve.unix.txt"
pass "installed grille.exe solve ${method:+--method $method} under Wine"

wine "C:\\Program Files\\Grille\\uninstall.exe" /S > "$t/wine-uninstall.log" 2>&1 || true
wineserver -w # the uninstaller re-runs itself from %TEMP% and returns at once
[ -e "$inst/grille.exe" ] && fail "uninstall left grille.exe"
[ -e "$inst" ] && fail "uninstall left $inst"
[ -e "$lnk" ] && fail "uninstall left the shortcut"
wine reg query "$key" > /dev/null 2>&1 && fail "uninstall left the Add/Remove Programs entry"
pass "uninstall.exe /S: files, shortcut and registry entry gone"
wineserver -k 2>/dev/null || true
echo
echo "dist-test: all passed"
