"""Dialogs: a new match, the rules, about."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, ClassVar

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from backgammon_qt import __version__
from backgammon_qt.app import paths, translations
from backgammon_qt.controller.filing import files
from backgammon_qt.controller.match import MatchSetup
from backgammon_qt.controller.wording import error_text
from backgammon_qt.model.rules import OPTIONS, PRESETS, RuleOptions

from .seat_box import SeatBox, default_name, seat_row

__all__ = ["KeysDialog", "NewMatchDialog", "RulesDialog", "show_about"]

MAX_LENGTH = 25


def _counted_affixes(box: QSpinBox | QDoubleSpinBox, text: str, count: int) -> None:
    """Split ``text``, a translated counted text holding ``count`` ("5
    points"), around the number into ``box``'s prefix and suffix (the spin
    box shows the number between them); no number in it: none."""
    before, number, after = text.partition(str(count))
    box.setPrefix(before if number else "")
    box.setSuffix(after if number else "")


class NewMatchDialog(QDialog):
    """Two names, each with its seat (a human or the computer at a level,
    :mod:`.seat_box`), the match length (1..25 or money), a rule preset and every
    rule option of :data:`~backgammon_qt.model.rules.OPTIONS`.  Choosing a
    preset fills the options; they can then be changed one by one."""

    PRESET_LABELS: ClassVar[dict[str, str]] = {"match": "Match play", "money": "Money play",
                                               "timed": "Timed (clock, no cube)"}

    def __init__(self, setup: MatchSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.names = (QLineEdit(setup.players[0]), QLineEdit(setup.players[1]))
        self.seats = (SeatBox(setup.seats[0]), SeatBox(setup.seats[1]))   # human or computer level
        # each row's label labels its name field (inside the row: named for assistive technology too)
        for player, title in enumerate((self.tr("Player at the bottom:"), self.tr("Player at the top:"))):
            row_label = QLabel(title)
            row_label.setBuddy(self.names[player])
            form.addRow(row_label, seat_row(player, self.names[player], self.seats[player]))
        self.names[0].setAccessibleName(self.tr("Name of the player at the bottom"))
        self.names[1].setAccessibleName(self.tr("Name of the player at the top"))
        self.length = QSpinBox()
        self.length.setRange(0, MAX_LENGTH)
        self.length.setSpecialValueText(self.tr("Money game"))
        self.length.valueChanged.connect(self._length_suffix)
        self.length.setValue(setup.length)
        self._length_suffix(self.length.value())
        form.addRow(self.tr("Match length:"), self.length)
        self.preset = QComboBox()
        for key, label in self.PRESET_LABELS.items():
            self.preset.addItem(self.tr(label), key)
        form.addRow(self.tr("Rules:"), self.preset)
        layout.addLayout(form)

        box = QGroupBox(self.tr("Rule options"))
        options_form = QFormLayout(box)
        self.option_widgets: dict[str, QCheckBox | QSpinBox | QDoubleSpinBox | QComboBox] = {}
        for spec in OPTIONS:
            widget: QCheckBox | QSpinBox | QDoubleSpinBox | QComboBox
            if spec.name == "variation":
                widget = QComboBox()
                widget.addItem(self.tr("Standard backgammon"), "standard")
                widget.addItem(self.tr("Nackgammon"), "nackgammon")
                widget.setToolTip(self.tr("Nackgammon: the standard rules from another start, two checkers "
                                          "each on the 24- and 23-points, four on the 13, three on the 8 and "
                                          "four on the 6."))
                options_form.addRow(self.tr("Starting position:"), widget)
            elif spec.type is bool:
                widget = QCheckBox(self.tr(spec.label))
                options_form.addRow(widget)
            elif spec.type is int:
                widget = QSpinBox()
                widget.setRange(0, 4096)
                options_form.addRow(self.tr("{label}:").format(label=self.tr(spec.label)), widget)
            else:
                widget = QDoubleSpinBox()
                widget.setRange(0.0, 3600.0)
                widget.setDecimals(0)
                seconds = widget
                seconds.valueChanged.connect(lambda value, box=seconds: self._seconds_suffix(box, value))
                self._seconds_suffix(seconds, seconds.value())
                options_form.addRow(self.tr("{label}:").format(label=self.tr(spec.label)), widget)
            self.option_widgets[spec.name] = widget
        layout.addWidget(box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self._crawford_choice: bool | None = None
        """The player's Crawford tick while a 1-point match unticks it (None otherwise)."""
        index = self.preset.findData(setup.preset)
        self.preset.setCurrentIndex(max(0, index))
        self.set_rules(setup.rules)
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        self.length.valueChanged.connect(lambda _v: self._update_enabled())
        for name in ("cube", "automatic_doubles", "timed"):
            widget = self.option_widgets[name]
            if isinstance(widget, QCheckBox):
                widget.toggled.connect(lambda _checked: self._update_enabled())
        self._update_enabled()

    def _length_suffix(self, length: int) -> None:
        """The unit around the match length, in the plural form of its count
        ("1 point", "5 points"); it follows the value as it changes.  The
        whole counted text is translated; the number in it splits it into the
        spin box's prefix and suffix (a language may put the unit first)."""
        text = self.tr("%n point(s)", "the match length in its spin box", length)
        _counted_affixes(self.length, text, length)

    def _seconds_suffix(self, box: QDoubleSpinBox, seconds: float) -> None:
        """The unit around a clock option's seconds, as the match length's
        (:meth:`_length_suffix`): "1 second", "90 seconds"."""
        count = round(seconds)
        _counted_affixes(box, self.tr("%n second(s)", "a clock option (turn time, time bank) in its spin box",
                                      count), count)

    def _preset_chosen(self) -> None:
        key = self.preset.currentData()
        # a preset sets the rules; the starting position (Nackgammon or not) stays as chosen
        self.set_rules(replace(PRESETS[key], variation=self.rules_variation()))
        self._update_enabled()
        if key == "money":
            self.length.setValue(0)
        elif self.length.value() == 0:
            self.length.setValue(5)

    def _update_enabled(self) -> None:
        """Options that cannot apply are greyed: the money-play options in a
        match, Crawford in money play, the clock's times without the clock,
        the cube's options without the cube, the automatic doubles' limit
        without them, Crawford and the cube limit in a 1-point match (no
        Crawford game and a dead cube there: nobody ever doubles).  The
        Crawford box of a 1-point match is also unticked, as it does not
        apply; the player's choice comes back when the length goes up."""
        money = self.length.value() == 0
        one_point = self.length.value() == 1
        widgets = self.option_widgets

        def on(name: str) -> bool:
            widget = widgets[name]
            return isinstance(widget, QCheckBox) and widget.isChecked()

        cube = on("cube")
        for name in ("jacoby", "beavers", "automatic_doubles"):
            widgets[name].setEnabled(money and cube)
        widgets["automatic_doubles_limit"].setEnabled(money and cube and on("automatic_doubles"))
        widgets["crawford"].setEnabled(not money and not one_point and cube)
        crawford = widgets["crawford"]
        if isinstance(crawford, QCheckBox):
            if one_point:
                if crawford.isChecked() or self._crawford_choice is None:
                    self._crawford_choice = crawford.isChecked()
                crawford.setChecked(False)
            elif self._crawford_choice is not None:
                crawford.setChecked(self._crawford_choice)
                self._crawford_choice = None
        widgets["cube_cap"].setEnabled(cube and not one_point)
        for name in ("turn_seconds", "bank_seconds"):
            widgets[name].setEnabled(on("timed"))

    def set_rules(self, rules: RuleOptions) -> None:
        """Show ``rules`` in the option widgets."""
        for f in fields(rules):
            widget = self.option_widgets[f.name]
            value = getattr(rules, f.name)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))
            else:
                widget.setValue(value)

    def rules_variation(self) -> str:
        """The starting position chosen (``"standard"`` or ``"nackgammon"``)."""
        widget = self.option_widgets["variation"]
        assert isinstance(widget, QComboBox)
        return str(widget.currentData())

    def rules(self) -> RuleOptions:
        """The options as set in the widgets.  Raises :class:`ValueError`
        for a combination :class:`RuleOptions` refuses (a cube limit that is
        not a power of two)."""
        values: dict[str, Any] = {}
        for spec in OPTIONS:
            widget = self.option_widgets[spec.name]
            if isinstance(widget, QCheckBox):
                values[spec.name] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                values[spec.name] = str(widget.currentData())
            elif isinstance(widget, QSpinBox):
                values[spec.name] = int(widget.value())
            else:
                values[spec.name] = float(widget.value())
        return RuleOptions(**values)

    def setup(self) -> MatchSetup:
        """The choices made; two equal names (two computers, say) become
        "Name 1" and "Name 2", so the board and the results tell the players
        apart.  Raises :class:`ValueError` as :meth:`rules`."""
        seats = (self.seats[0].seat(), self.seats[1].seat())
        names = tuple(w.text().strip() or default_name(p, seats[p]) for p, w in enumerate(self.names))
        for name in names:
            problem = files.name_problem(name)
            if problem is not None:
                raise ValueError(self.tr("Choose another name: {why}.").format(why=problem))
        if names[0].casefold() == names[1].casefold():
            names = (f"{names[0]} 1", f"{names[1]} 2")
        return MatchSetup((names[0], names[1]), self.length.value(), self.preset.currentData(), self.rules(),
                          seats)

    def accept(self) -> None:
        try:
            self.setup()
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("New match"), error_text(exc))     # a rule's refusal translated
            return
        super().accept()


class RulesDialog(QDialog):
    """The rules of the game for players (resources/how-to-play.md), shown as
    formatted text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to play backgammon"))
        self.resize(720, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        try:
            text = paths.read_resource_text(translations.localized_resource("how-to-play.md"))
        except OSError as exc:
            text = self.tr("The rules could not be loaded: {error}").format(error=exc)
        self.browser.setMarkdown(text)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class KeysDialog(QDialog):
    """Help > Keyboard: every key of the board and the window, ``sections``
    of ``(heading, [(keys, what they do)])`` as :func:`.actions.key_help`
    makes them from the board's keys and the window's actions."""

    def __init__(self, sections: list[tuple[str, list[tuple[str, str]]]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sections = sections
        self.setWindowTitle(self.tr("Keyboard"))
        self.resize(640, 600)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("Keys"))
        self.browser.setHtml(self.keys_html())
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def rows(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """The keys by section: (heading, [(keys, what they do)])."""
        return self._sections

    def keys_html(self) -> str:
        from html import escape

        parts = []
        for heading, rows in self.rows():
            parts.append(f"<h3>{escape(heading)}</h3><table cellpadding='4'>")
            parts.extend(f"<tr><td><b>{escape(k)}</b></td><td>{escape(v)}</td></tr>" for k, v in rows)
            parts.append("</table>")
        return "".join(parts)


def show_about(parent: QWidget) -> None:
    """The About box."""
    QMessageBox.about(
        parent, parent.tr("About backgammon-qt"),
        parent.tr("<h3>backgammon-qt {version}</h3>"
                  "<p>Desktop backgammon on PySide6 (Qt 6). Play against the computer, or "
                  "with a friend at the same machine, in matches to N points or for money.</p>"
                  "<p>The computer player and the hints come from the bgsage engine "
                  "(MPL-2.0). Match files, Position IDs and Match IDs follow GNU Backgammon, "
                  "so you can carry your games over to it and back.</p>"
                  "<p>Licensed under the GNU General Public License, version 3 or later.</p>").format(
            version=__version__))
