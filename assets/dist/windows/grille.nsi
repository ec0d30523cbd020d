; Grille's Windows installer (NSIS 3). windows.sh runs:
;   makensis -DVERSION=0.1.0 -DBUILD=1 -DSTAGE=dir -DOUTFILE=setup.exe grille.nsi
; STAGE holds grille.exe, lpsolve55.dll, LICENSES.txt and grille.ico.
; Silent install: setup.exe /S [/D=C:\path]; silent uninstall: uninstall.exe /S.

; 64-bit installer: a 32-bit one would install into Program Files (x86) and
; the 32-bit registry view (and under wine64 installs nothing).
Target amd64-unicode
Unicode true
SetCompressor /SOLID lzma
RequestExecutionLevel admin
ManifestDPIAware true

!define APPNAME "Grille"
!define APPID "io.grille.app"
!define PUBLISHER "The Grille authors"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APPID}"

Name "${APPNAME} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APPNAME}"
InstallDirRegKey HKLM "Software\${APPNAME}" "InstallDir"
BrandingText "${APPNAME} ${VERSION}"

VIProductVersion "${VERSION}.${BUILD}"
VIFileVersion "${VERSION}.${BUILD}"
VIAddVersionKey /LANG=1033 "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}.${BUILD}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APPNAME} ${VERSION} setup"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "Copyright (c) 2026 the Grille authors. BSD-3-Clause."

!include "MUI2.nsh"
!define MUI_ICON "${STAGE}\grille.ico"
!define MUI_UNICON "${STAGE}\grille.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\grille.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Start Grille"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${STAGE}\LICENSES.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Function un.onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Section "Grille" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${STAGE}\grille.exe"
  ; lp_solve (LGPL-2.1), a separate DLL that any ABI-compatible build may replace.
  File "${STAGE}\lpsolve55.dll"
  File "${STAGE}\LICENSES.txt"
  File "${STAGE}\grille.ico"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APPNAME}.lnk" "$INSTDIR\grille.exe" "" "$INSTDIR\grille.ico" 0

  WriteRegStr HKLM "Software\${APPNAME}" "InstallDir" "$INSTDIR"
  ; Add/Remove Programs (Settings › Apps).
  WriteRegStr HKLM "${UNINSTKEY}" "DisplayName" "${APPNAME}"
  WriteRegStr HKLM "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTKEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\grille.exe,0"
  WriteRegStr HKLM "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTKEY}" "NoRepair" 1
  WriteRegDWORD HKLM "${UNINSTKEY}" "EstimatedSize" ${SIZE_KB}
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${APPNAME}.lnk"
  Delete "$INSTDIR\grille.exe"
  Delete "$INSTDIR\lpsolve55.dll"
  Delete "$INSTDIR\LICENSES.txt"
  Delete "$INSTDIR\grille.ico"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTKEY}"
  DeleteRegKey HKLM "Software\${APPNAME}"
SectionEnd
