"""The sdist and the wheel stay complete, checked where it is cheap (their
settings, not a build): the sdist takes what the tests need and the
README's images (MANIFEST.in), the wheel every file under resources/
(pyproject's package-data), and the README names its dependencies without
links to a package registry.  ``python -m build`` and a listing of both
are the full check (packaging/README.md)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def manifest() -> list[list[str]]:
    lines = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    return [line.split() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def test_the_sdist_takes_the_tests_their_data_and_the_readmes_images() -> None:
    grafted = {words[1] for words in manifest() if words[0] == "graft"}
    assert {"backgammon_qt", "resources", "tests", "docs", "packaging", "scripts"} <= grafted
    assert not [w for w in manifest() if w[0] in ("prune", "exclude", "recursive-exclude")
                and w[1].split("/")[0] in grafted]
    assert (ROOT / "tests" / "conftest.py").is_file() and (ROOT / "tests" / "data").is_dir()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert images
    for image in images:
        assert image.split("/")[0] in grafted and (ROOT / image).is_file(), image


def test_the_wheel_takes_every_resource() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    patterns = config["package-data"]["backgammon_qt.resources"]
    resources = ROOT / "resources"
    shipped = {p for pattern in patterns for p in resources.glob(pattern) if p.is_file()}
    # the translations' sources (.ts) stay in the sdist; the wheel takes the .qm built from them
    on_disk = {p for p in resources.rglob("*") if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".ts"}
    assert on_disk - shipped == set()
    # the files the launcher, the icon and the install script need from an installed wheel
    assert any(p.suffix == ".desktop" for p in shipped) and any(p.name.endswith(".metainfo.xml") for p in shipped)
    assert any(p.suffix == ".svg" for p in shipped) and sum(p.suffix == ".png" for p in shipped) >= 9


def test_the_readme_names_packages_without_registry_links() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert not re.findall(r"https?://(?:pypi\.org|pypi\.python\.org|test\.pypi\.org)/\S*", readme)


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~ \[]", requirement, maxsplit=1)[0].lower()


def test_building_needs_setuptools_and_qts_lrelease_only() -> None:
    """``build`` is a tool of the packager's, not a dependency of the app;
    the build itself needs setuptools and, for compiling the translations
    (setup.py), the Qt the app runs on (its lrelease), in the same range."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    dependencies = {_name(d): d for d in project["project"]["dependencies"]}
    assert not dependencies.keys() & {"build", "pyinstaller", "setuptools"}
    requires = {_name(r): r for r in project["build-system"]["requires"]}
    assert requires.keys() == {"setuptools", "pyside6-essentials"}
    assert requires["pyside6-essentials"] == dependencies["pyside6-essentials"].split("#")[0].strip()
