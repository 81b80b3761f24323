; Inno Setup script for Addiction Solitaire on Windows: installs the PyInstaller bundle
; (dist\addiction\, made by packaging/build.sh) for the current user, or for everyone
; when the player chooses so, with a Start menu entry and an uninstaller; writes
; dist\addiction-solitaire-VERSION-windows-x64-setup.exe.
;
; Build (the GitHub Actions workflow .github/workflows/bundles.yml does, on Windows):
;   ISCC.exe /DAppVersion=VERSION packaging\windows\addiction.iss
; VERSION is what `python packaging/appmeta.py` prints. Paths below are relative to
; this file's folder.

#ifndef AppVersion
  #error Pass the version: ISCC.exe /DAppVersion=VERSION addiction.iss
#endif
#define AppName "Addiction Solitaire"
#define AppExe "addiction.exe"
#define AppId "io.github.addiction_solitaire.Addiction"
; The icon packaging/make_icons.py wrote for the bundle (in PyInstaller's work folder).
#define AppIcon "..\..\build\pyinstaller\addiction\generated\icons\" + AppId + ".ico"

[Setup]
; The GUID stays the same across versions: it is how Windows knows an upgrade.
AppId={{C15A0591-6391-4134-839D-DE81E4DDA872}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Addiction Solitaire contributors
AppCopyright=Copyright (c) Addiction Solitaire contributors. MIT License.
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; No administrator needed: the game installs in the player's own folders unless
; they choose everyone (then {autopf} is Program Files).
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile=..\..\LICENSE
SetupIconFile={#AppIcon}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=addiction-solitaire-{#AppVersion}-windows-x64-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
; The game is one copy per player (addiction/control/single_instance.py): close it
; before replacing its files.
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "brazilianportuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundle whole: modules the new version dropped must not stay.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "..\..\dist\addiction\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
