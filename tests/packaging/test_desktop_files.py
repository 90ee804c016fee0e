"""The desktop integration (resources/desktop-files/, resources/app-icon/,
packaging/install-desktop.sh): the launcher and the metainfo pass their
validators (skipped, with the reason, where a validator is missing), agree
with each other and with pyproject, the icons are the sizes they claim and
the SVG's own rendering, and the install script puts everything in place
under a prefix, where the MIME types tell a backgammon .sgf from a Go one."""

from __future__ import annotations

import configparser
import importlib.util
import shutil
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from backgammon_qt import __version__
from backgammon_qt.app.application import APP_ID, ICON_SIZES

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "resources" / "desktop-files" / f"{APP_ID}.desktop"
METAINFO = ROOT / "resources" / "desktop-files" / f"{APP_ID}.metainfo.xml"
MIME = ROOT / "resources" / "desktop-files" / "backgammon-qt-mime.xml"
SVG = ROOT / "resources" / "app-icon" / f"{APP_ID}.svg"
INSTALL = ROOT / "packaging" / "install-desktop.sh"
DATA = ROOT / "tests" / "data" / "io"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def tool(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is missing (Debian package {package}; scripts/setup.sh installs it)")
    return path


def run(*command: str | Path, **kwargs) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(c) for c in command], capture_output=True, text=True, timeout=60, **kwargs)


def desktop_entry(path: Path = DESKTOP) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str           # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


# ---------------------------------------------------------------- the validators
def test_the_desktop_file_validates() -> None:
    result = run(tool("desktop-file-validate", "desktop-file-utils"), DESKTOP)
    assert result.returncode == 0 and result.stdout.strip() == "", result.stdout + result.stderr


def test_the_metainfo_validates() -> None:
    result = run(tool("appstreamcli", "appstream"), "validate", "--no-net", METAINFO)
    assert result.returncode == 0, result.stdout + result.stderr
    # neither errors nor warnings: infos (e.g. a tag newer than this appstream) are allowed
    assert not [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:")], result.stdout


def test_the_mime_types_load() -> None:
    tool("update-mime-database", "shared-mime-info")
    ET.parse(MIME)                       # well-formed; the install test builds a database from it


# ---------------------------------------------------------------- what they say agrees
def test_the_launcher_metainfo_and_mime_types_agree() -> None:
    entry = desktop_entry()
    meta = ET.parse(METAINFO).getroot()
    assert meta.findtext("id") == APP_ID == entry["Icon"]
    assert meta.findtext("launchable") == DESKTOP.name
    assert meta.findtext("icon") == APP_ID
    assert entry["Exec"] == "backgammon-qt %f" and entry["TryExec"] == "backgammon-qt"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "backgammon-qt" in project["scripts"]
    assert meta.findtext("project_license") == project["license"]
    assert meta.findtext("provides/binary") == "backgammon-qt"
    declared = {t.get("type") for t in ET.parse(MIME).getroot().iter(f"{MIME_NS}mime-type")}
    assert set(filter(None, entry["MimeType"].split(";"))) == declared
    assert {m.text for m in meta.iter("mediatype")} == declared
    globs = {g.get("pattern") for g in ET.parse(MIME).getroot().iter(f"{MIME_NS}glob")}
    assert globs == {"*.bgqt", "*.mat", "*.sgf"}


def test_the_newest_release_is_this_version() -> None:
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases and releases[0].get("version") == __version__


def test_the_screenshots_are_the_readmes() -> None:
    images = [i.text or "" for i in ET.parse(METAINFO).getroot().iter("image")]
    assert len(images) == 2
    for url in images:
        assert url.startswith("https://") and "/docs/" in url
        assert (ROOT / "docs" / url.rsplit("/", 1)[1]).is_file(), url
        assert url.rsplit("/", 1)[1] in (ROOT / "README.md").read_text(encoding="utf-8")


# ---------------------------------------------------------------- the icon
def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_every_icon_size_is_there_and_is_its_size() -> None:
    found = sorted((ROOT / "resources" / "app-icon" / "hicolor").glob(f"*/apps/{APP_ID}.png"))
    assert sorted(png_size(p)[0] for p in found) == sorted(ICON_SIZES)
    for path in found:
        size = int(path.parent.parent.name.split("x")[0])
        assert path.parent.parent.name == f"{size}x{size}" and png_size(path) == (size, size)
    root = ET.parse(SVG).getroot()
    assert root.get("viewBox") == "0 0 256 256"


def test_the_pngs_are_renderings_of_the_svg(qapp) -> None:
    spec = importlib.util.spec_from_file_location("render_icons", ROOT / "packaging" / "render-icons.py")
    assert spec is not None and spec.loader is not None
    render_icons = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(render_icons)
    from PySide6.QtGui import QImage

    assert render_icons.SIZES == ICON_SIZES
    for size in (16, 48, 256):
        diff = render_icons.difference(render_icons.render(size), QImage(str(render_icons.png_path(size))))
        assert diff <= 2.0, f"{size}px: the PNG is not the SVG's rendering (run packaging/render-icons.py)"


def test_the_application_has_the_icon(qapp) -> None:
    from backgammon_qt.app.application import WINDOW_ICON_SIZES, app_icon, application

    app, _ = application([])
    assert app.desktopFileName() == APP_ID
    assert not app.windowIcon().isNull()
    sizes = sorted(s.width() for s in app_icon().availableSizes())
    assert sizes == sorted(WINDOW_ICON_SIZES) and max(sizes) == 256 and min(sizes) == 16


# ---------------------------------------------------------------- the install script
def test_the_install_script_puts_everything_under_the_prefix(tmp_path) -> None:
    prefix = tmp_path / "prefix"
    result = run("bash", INSTALL, "--prefix", prefix, "--exec", "/opt/backgammon-qt/backgammon-qt")
    assert result.returncode == 0, result.stderr
    share = prefix / "share"
    desktop = share / "applications" / DESKTOP.name
    entry = desktop_entry(desktop)
    assert entry["Exec"] == "/opt/backgammon-qt/backgammon-qt %f"
    assert entry["TryExec"] == "/opt/backgammon-qt/backgammon-qt"
    assert (share / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    assert (share / "mime" / "packages" / "backgammon-qt.xml").read_bytes() == MIME.read_bytes()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / SVG.name).is_file()
    for size in ICON_SIZES:
        assert png_size(share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png") == (size, size)
    if shutil.which("desktop-file-validate"):
        check = run("desktop-file-validate", desktop)
        assert check.returncode == 0 and check.stdout.strip() == "", check.stdout
    if shutil.which("update-mime-database"):
        assert (share / "mime" / "application" / "x-backgammon-sgf.xml").is_file()   # the database was built

    removed = run("bash", INSTALL, "--prefix", prefix, "--uninstall")
    assert removed.returncode == 0, removed.stderr
    assert not desktop.exists() and not list((share / "icons").rglob(f"{APP_ID}.*"))


def test_a_double_click_finds_the_match_types(tmp_path) -> None:
    """The content types GLib (file managers) gives our files once installed:
    a backgammon .sgf is ours, a Go .sgf stays Go's."""
    gio = tool("gio", "libglib2.0-bin")
    tool("update-mime-database", "shared-mime-info")
    system = Path("/usr/share/mime/packages/freedesktop.org.xml")
    if not system.is_file():
        pytest.skip("shared-mime-info's own database is missing")
    data = tmp_path / "data"
    (data / "mime" / "packages").mkdir(parents=True)
    shutil.copy(system, data / "mime" / "packages")
    shutil.copy(MIME, data / "mime" / "packages" / "backgammon-qt.xml")
    assert run("update-mime-database", data / "mime").returncode == 0
    samples = {
        "gnubg.mat": (DATA / "dialect_gnubg.mat").read_bytes(),
        "gnubg.sgf": (DATA / "dialect_gnubg.sgf").read_bytes(),
        "go.sgf": b"(;FF[4]GM[1]SZ[19];B[pd];W[dp])",
        "match.bgqt": b'{\n "format": "backgammon-qt",\n "version": 1\n}\n',
    }
    for name, content in samples.items():
        (tmp_path / name).write_bytes(content)
    env = {"XDG_DATA_HOME": str(tmp_path / "none"), "XDG_DATA_DIRS": str(data), "PATH": "/usr/bin:/bin"}
    types = {}
    for name in samples:
        out = run(gio, "info", "-a", "standard::content-type", tmp_path / name, env=env).stdout
        types[name] = out.rsplit("content-type:", 1)[-1].strip()
    assert types == {"gnubg.mat": "application/x-jellyfish-match", "gnubg.sgf": "application/x-backgammon-sgf",
                     "go.sgf": "application/x-go-sgf", "match.bgqt": "application/x-backgammon-qt"}


def test_a_distribution_package_tree_validates(tmp_path) -> None:
    """As a distribution package would install it (DESTDIR, prefix /usr):
    appstreamcli checks the metainfo against the launcher and icons beside it."""
    appstreamcli = tool("appstreamcli", "appstream")
    tree = tmp_path / "tree"
    result = run("bash", INSTALL, "--prefix", "/usr", "--exec", "/usr/bin/backgammon-qt",
                 env={"DESTDIR": str(tree), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert not (tree / "usr" / "share" / "mime" / "mime.cache").exists()     # caches are the packager's
    check = run(appstreamcli, "validate-tree", "--no-net", tree)
    assert check.returncode == 0, check.stdout + check.stderr
    assert not [line for line in check.stdout.splitlines() if line.strip()[:2] in ("E:", "W:")], check.stdout
