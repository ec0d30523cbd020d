#!/usr/bin/env bash
# Builds lpsolve55.dll for Windows (amd64) with mingw-w64 from Debian's
# lp-solve source package, the same lp_solve 5.5.2.5 the Linux build links.
#
#   lpsolve-windows.sh SRC OUT
#
# SRC: the unpacked source package (apt-get source lp-solve); OUT receives
# include/*.h (the public headers), lpsolve55.dll and its import library
# liblpsolve55.dll.a. The recipe is upstream's lpsolve55/cgcc.bat: the
# library sources listed there, the bundled colamd, the same defines, and
# lp_solve.def for the export table, so the DLL has the same ABI as
# upstream's official lpsolve55.dll and either can replace the other.
set -euo pipefail
src=$(cd "$1" && pwd)
out=$2
CC=${CC:-x86_64-w64-mingw32-gcc}
mkdir -p "$out/include" "$out/obj"
out=$(cd "$out" && pwd)

files="lp_MDO.c shared/commonlib.c shared/mmio.c shared/myblas.c ini.c colamd/colamd.c
  lp_rlp.c lp_crash.c bfp/bfp_LUSOL/lp_LUSOL.c bfp/bfp_LUSOL/LUSOL/lusol.c lp_Hash.c
  lp_lib.c lp_wlp.c lp_matrix.c lp_mipbb.c lp_MPS.c lp_params.c lp_presolve.c lp_price.c
  lp_pricePSE.c lp_report.c lp_scale.c lp_simplex.c lp_SOS.c lp_utils.c yacc_read.c"
defs="-DINLINE=static -D_USRDLL -DWIN32 -DYY_NEVER_INTERACTIVE -DPARSER_LP
  -DINVERSE_ACTIVE=INVERSE_LUSOL -DRoleIsExternalInvEngine"
incs="-I$src -I$src/shared -I$src/bfp -I$src/bfp/bfp_LUSOL -I$src/bfp/bfp_LUSOL/LUSOL -I$src/colamd"

objs=()
cd "$src"
for f in $files; do
  o="$out/obj/$(basename "${f%.c}").o"
  # Relative source names and a mapped prefix keep build paths out of the DLL.
  $CC -O2 -w $defs $incs -ffile-prefix-map="$src"=lp_solve -c "$f" -o "$o"
  objs+=("$o")
done
# Reproducible: --no-insert-timestamp, no build time in the PE header;
# --disable-auto-image-base, or ld derives the base address from the path.
$CC -shared -s -o "$out/lpsolve55.dll" "${objs[@]}" "$src/lp_solve.def" \
  -Wl,--enable-stdcall-fixup -Wl,--no-insert-timestamp -Wl,--disable-auto-image-base \
  -Wl,--out-implib,"$out/liblpsolve55.dll.a" \
  -static-libgcc
rm -rf "$out/obj"

# The public headers, the same set Debian's liblpsolve55-dev installs.
cp lp_Hash.h lp_MDO.h lp_MPS.h lp_SOS.h lp_bit.h lp_crash.h lp_explicit.h \
   lp_fortify.h lp_lib.h lp_matrix.h lp_mipbb.h lp_presolve.h lp_price.h \
   lp_pricePSE.h lp_report.h lp_rlp.h lp_scale.h lp_simplex.h lp_solveDLL.h \
   lp_types.h lp_utils.h lp_wlp.h shared/commonlib.h shared/mmio.h \
   shared/myblas.h "$out/include/"
echo "built $out/lpsolve55.dll"
