#!/usr/bin/env bash
# Builds dist/grille-VERSION-linux-amd64.tar.xz and dist/grille_VERSION_amd64.deb.
# Run by `make dist` (or `make dist-linux`) from the repository root.
source "$(dirname "$0")/common.sh"

out=$BUILD/linux
rm -rf "$out"
mkdir -p "$out"

# A position-independent executable, as Debian's hardening asks (lintian:
# hardening-no-pie); cgo makes the Go linker link it with gcc (-pie).
step "grille for linux/amd64 (go build ${DIST_GOFLAGS[*]} -buildmode=pie)"
metadata_overlay "$out/overlay"
# -z now (lintian: hardening-no-bindnow) changes only the final link, not
# the build cache's compiled packages.
"$GO" build "${DIST_GOFLAGS[@]}" -buildmode=pie -overlay "$out/overlay/overlay.json" \
  -ldflags "$DIST_LDFLAGS -extldflags=-Wl,-z,now" -o "$out/grille" ./app
# gcc's version notes, useless at run time (lintian: binary-has-unneeded-section).
objcopy --remove-section=.comment "$out/grille"

# The Debian changelog is the record of releases: its first entry must be
# FyneApp.toml's version, and its date is the release date AppStream shows.
changelog=$HERE/linux/changelog
clversion=$(sed -n '1s/^grille (\([^)]*\)).*/\1/p' "$changelog")
[ "$clversion" = "$VERSION" ] ||
  { echo "assets/dist/linux/changelog starts at '$clversion', FyneApp.toml says $VERSION: add an entry" >&2; exit 1; }
cldate=$(date -u -d "$(sed -n 's/^ -- .*>  \(.*\)$/\1/p' "$changelog" | head -1)" +%Y-%m-%d)

step "manual pages and bash completion (go run ./app/gendocs)"
"$GO" run ./app/gendocs -man "$out/man" -bash "$out/grille.bash" -version "$VERSION" -date "$cldate"
gzip -9n "$out"/man/*.1
website=$(toml Website)
sed -e "s|@APPID@|$APPID|g" -e "s|@WEBSITE@|$website|g" -e "s|@VERSION@|$VERSION|g" -e "s|@DATE@|$cldate|g" \
  "$HERE/linux/$APPID.metainfo.xml.in" > "$out/$APPID.metainfo.xml"

step "icons and notices"
CONVERT=${CONVERT:-/usr/bin/convert} # /usr/local/bin/convert may be a stand-in
SIZES="16 32 48 64 128 256 512"
mkdir -p "$out/icons"
for s in $SIZES; do
  # -strip and no date chunks: the same PNG bytes at every build.
  "$CONVERT" "$ROOT/assets/icon.png" -resize "${s}x${s}" -depth 8 -strip \
    -define png:exclude-chunks=date,time "$out/icons/$s.png"
done
GO="$GO" bash "$HERE/notices.sh" "$out/grille" > "$out/copyright"
# The .deb's: licences in /usr/share/common-licenses referred to, not copied.
# (Some modules' licence files have CRLF line ends: lintian's copyright-has-crs.)
GO="$GO" bash "$HERE/notices.sh" --debian "$out/grille" | tr -d '\r' > "$out/copyright.debian"

# install_tree ROOT PREFIX: the installed files under ROOT/PREFIX.
install_tree() {
  local r=$1$2
  install -Dm755 "$out/grille" "$r/bin/grille"
  install -Dm644 "$HERE/linux/$APPID.desktop" "$r/share/applications/$APPID.desktop"
  for s in $SIZES; do
    install -Dm644 "$out/icons/$s.png" "$r/share/icons/hicolor/${s}x${s}/apps/$APPID.png"
  done
  install -Dm644 "$out/copyright" "$r/share/doc/grille/copyright"
  for m in "$out"/man/*.1.gz; do
    install -Dm644 "$m" "$r/share/man/man1/${m##*/}"
  done
  install -Dm644 "$out/grille.bash" "$r/share/bash-completion/completions/grille"
  install -Dm644 "$out/$APPID.metainfo.xml" "$r/share/metainfo/$APPID.metainfo.xml"
}

step "grille-$VERSION-linux-amd64.tar.xz"
# The layout of `fyne package -os linux`: a folder with an install Makefile
# and usr/local/...; plus the hicolor icons and the notices.
tdir=$out/tar/grille-$VERSION
install_tree "$tdir" /usr/local
install -Dm644 "$out/icons/512.png" "$tdir/usr/local/share/pixmaps/$APPID.png"
install -Dm644 "$HERE/linux/install.mk" "$tdir/Makefile"
stamp "$out/tar"
tarball=$DIST/grille-$VERSION-linux-amd64.tar.xz
tar "${TAR_REPRO[@]}" -C "$out/tar" -cf - "grille-$VERSION" | xz -T1 -9 -c > "$tarball"

step "grille_${VERSION}_amd64.deb"
# The package tree sits where dpkg-shlibdeps expects it: debian/PACKAGE.
meta=$out/debsrc
droot=$meta/debian/grille
install_tree "$droot" /usr
install -Dm644 "$out/copyright.debian" "$droot/usr/share/doc/grille/copyright"
# A native package's changelog (Debian policy 12.7), and the one lintian
# override, explained in the file and in RELEASE.md.
gzip -9n < "$changelog" > "$out/changelog.gz"
install -Dm644 "$out/changelog.gz" "$droot/usr/share/doc/grille/changelog.gz"
install -Dm644 "$HERE/linux/lintian-overrides" "$droot/usr/share/lintian/overrides/grille"
# Depends: what the binary really links, by dpkg-shlibdeps...
printf 'Source: grille\n\nPackage: grille\nArchitecture: amd64\n' > "$meta/debian/control"
depends=$(cd "$meta" && dpkg-shlibdeps -O -e debian/grille/usr/bin/grille 2> "$out/shlibdeps.log" |
  sed -n 's/^shlibs:Depends=//p') || { cat "$out/shlibdeps.log"; exit 1; }
# ...except lp_solve: Debian's lp-solve ships liblpsolve55.so (SONAME without
# a version, in /usr/lib/lp_solve, found through the binary's RUNPATH) and no
# shlibs file, so dpkg-shlibdeps cannot map it: the package owning the
# library the binary loads is added here, with the ABI's version, 5.5.
readelf -d "$droot/usr/bin/grille" | grep -q 'NEEDED.*\[liblpsolve55\.so\]' ||
  { echo "grille does not link liblpsolve55.so" >&2; exit 1; }
lplib=$(ldd "$droot/usr/bin/grille" | awk '$1=="liblpsolve55.so"{print $3}')
lppkg=$(dpkg -S "$lplib" | cut -d: -f1)
[ "$lppkg" = lp-solve ] || { echo "liblpsolve55.so ($lplib) comes from '$lppkg', not lp-solve" >&2; exit 1; }
depends="$depends, lp-solve (>= 5.5)"
echo "Depends: $depends"
mkdir -p "$droot/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$droot" | cut -f1)
sed -e "s/@VERSION@/$VERSION/" -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" \
  "$HERE/linux/control.in" > "$droot/DEBIAN/control"
(cd "$droot" && find usr -type f | sort | xargs md5sum) > "$droot/DEBIAN/md5sums"
chmod 644 "$droot/DEBIAN/control" "$droot/DEBIAN/md5sums"
find "$droot" -type d -exec chmod 755 {} +
stamp "$droot"
# dpkg-deb honours SOURCE_DATE_EPOCH and sorts; --root-owner-group: root:root files.
dpkg-deb --root-owner-group -Zxz --build "$droot" "$DIST/grille_${VERSION}_amd64.deb" >/dev/null

ls -l "$tarball" "$DIST/grille_${VERSION}_amd64.deb"
