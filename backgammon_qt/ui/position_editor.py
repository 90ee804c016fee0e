"""The position editor (Edit > Set up position...): a board of its own
where checkers of either colour go on any point, the bar or off, and the
rest of the state (the player on roll, the dice, the cube, the score, the
match, Crawford, who plays each seat), with live pip and off counts and an
impossible position explained in words.

The board (:class:`EditorBoard`) is drawn with the main board's geometry
and theme, from the main board's side: its bottom player at the bottom
(player 0 unless the board shows player 1 there, as against the computer
with the human in the second seat), their home board at the right or the
left as the main board has it, the points numbered from their side; each
player's checkers keep their colour (player 0's light).  A left click on a point adds a checker of the
colour chosen under "Checkers of" (on a half of the bar or a tray, of the
player whose half it is), a right click removes one; a checker dragged from
a supply (the cube's strip: each player's half, top and bottom) lands where
it is dropped; one dragged from a point moves there.  Everything can be done
from the keyboard too (see :class:`EditorBoard`), and the board's places
have accessible names as the main board's do.

What is wrong is the model's :meth:`EditedPosition.problems`; the dialog
disables Start while there is any.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from backgammon_qt.app.settings import HUMAN
from backgammon_qt.controller.positions import EditorStart, problem_texts
from backgammon_qt.model.match import MAX_MATCH_LENGTH
from backgammon_qt.model.position_edit import EditedPosition
from backgammon_qt.model.record import MAX_CUBE

from .editor_board import EditorAccess, EditorBoard, Spot
from .seat_box import SeatBox

__all__ = ["EditorAccess", "EditorBoard", "PositionEditor", "Spot"]


class PositionEditor(QDialog):
    """Set up a position and start it (see the module docstring).

    ``edited`` is the state to start from (e.g. the board in play), ``seats``
    who plays each seat at first, ``bottom`` the player drawn at the bottom
    (the main board's), ``home_left`` where the bottom player's
    home board is drawn.  The board has the focus first; Tab goes on
    through the fields.  After ``exec()``, :attr:`choice` is
    ``"play"``, ``"analyse"`` (start it, the player on roll played by a
    human, and show the engine's cube decision and ranked plays), or None.
    """

    def __init__(self, edited: EditedPosition, seats: tuple[str, str] = (HUMAN, HUMAN),
                 parent: QWidget | None = None, home_left: bool = False, bottom: int = 0) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Set up position"))
        self.state = edited
        self.choice: str | None = None
        self.board = EditorBoard(edited, self, home_left, bottom)
        self.board.edited.connect(self.update_figures)

        names = edited.names
        side = QVBoxLayout()
        colour_box = QGroupBox(self.tr("Checkers of"))
        colour_layout = QVBoxLayout(colour_box)
        self.colour_group = QButtonGroup(self)
        self.colour_buttons: list[QRadioButton] = []
        for player in (0, 1):
            where = {(0, 0): self.tr("bottom, light"), (1, 1): self.tr("top, dark"),
                     (0, 1): self.tr("top, light"), (1, 0): self.tr("bottom, dark")}[player, self.board.side(player)]
            button = QRadioButton(f"{names[player]} ({where})")
            button.setChecked(player == self.board.colour)
            self.colour_group.addButton(button, player)
            colour_layout.addWidget(button)
            self.colour_buttons.append(button)
        self.colour_group.idClicked.connect(self._colour_chosen)
        self.board.colour_changed.connect(lambda player: self.colour_buttons[player].setChecked(True))
        side.addWidget(colour_box)
        # how to put checkers on, in sight (a player from gnubg or XG would otherwise guess)
        self.how_to = QLabel(self.tr("Click a point, the bar or a tray to add a checker of the colour chosen; "
                                     "right-click to take one away; drag checkers, or drag from a supply. "
                                     "Keys: arrows or a point's number, + and -, C for the other colour."))
        self.how_to.setWordWrap(True)
        side.addWidget(self.how_to)
        self.counts = QLabel()
        side.addWidget(self.counts)
        tools = QGridLayout()             # two a row: the dialog fits a 1024-pixel screen beside the board
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.clicked.connect(self._clear)
        self.reset_button = QPushButton(self.tr("Starting position"))
        self.reset_button.clicked.connect(self._reset)
        self.nack_button = QPushButton(self.tr("Nackgammon start"))
        self.nack_button.setToolTip(self.tr("Two checkers each on the 24- and 23-points, four on the 13, three "
                                            "on the 8 and four on the 6"))
        self.nack_button.clicked.connect(self._reset_nackgammon)
        self.fill_button = QPushButton(self.tr("Rest borne off"))
        self.fill_button.setToolTip(self.tr("Put each player's missing checkers in their tray"))
        self.fill_button.clicked.connect(self._fill_off)
        for i, b in enumerate((self.clear_button, self.reset_button, self.nack_button, self.fill_button)):
            tools.addWidget(b, i // 2, i % 2)
        side.addLayout(tools)

        form = QFormLayout()
        self.on_roll = QComboBox()
        for player in (0, 1):
            self.on_roll.addItem(names[player], player)
        self.dice = (QComboBox(), QComboBox())
        dice_row = QHBoxLayout()
        for box in self.dice:
            box.addItem(self.tr("not rolled"), 0)
            for d in range(1, 7):
                box.addItem(str(d), d)
            dice_row.addWidget(box)
        self.cube = QComboBox()
        for k in range(MAX_CUBE.bit_length()):       # every cube a game can hold: 1 .. 32768
            self.cube.addItem(str(1 << k), 1 << k)
        self.owner = QComboBox()
        self.owner.addItem(self.tr("in the middle"), -1)
        for player in (0, 1):
            self.owner.addItem(names[player], player)
        self.length = QSpinBox()
        self.length.setRange(0, MAX_MATCH_LENGTH)    # a match on the board may be longer than the dialog's 25
        self.length.setSpecialValueText(self.tr("money"))
        self.scores = (QSpinBox(), QSpinBox())
        score_row = QHBoxLayout()
        for spin in self.scores:
            spin.setRange(0, 98)
            score_row.addWidget(spin)
        self.crawford = QCheckBox(self.tr("This is the Crawford game"))
        # where the match's later games start: shown, and set by the start buttons (a rule never
        # changes behind the player's back)
        self.variation = QComboBox()
        self.variation.addItem(self.tr("Standard backgammon"), "standard")
        self.variation.addItem(self.tr("Nackgammon"), "nackgammon")
        self.variation.setToolTip(self.tr("Where the later games of the match start (and what the match line "
                                          "and a saved file say). The Starting position and Nackgammon start "
                                          "buttons set it."))
        self.seats = (SeatBox(seats[0]), SeatBox(seats[1]))
        form.addRow(self.tr("On roll:"), self.on_roll)
        form.addRow(self.tr("Dice:"), dice_row)
        form.addRow(self.tr("Cube:"), self.cube)
        form.addRow(self.tr("Cube owner:"), self.owner)
        form.addRow(self.tr("Match length:"), self.length)
        form.addRow(self.tr("Score ({a} – {b}):").format(a=names[0], b=names[1]), score_row)
        form.addRow("", self.crawford)
        form.addRow(self.tr("Later games:"), self.variation)
        form.addRow(self.tr("{name} is played by:").format(name=names[0]), self.seats[0])
        form.addRow(self.tr("{name} is played by:").format(name=names[1]), self.seats[1])
        side.addLayout(form)
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b3261e;")
        self.problems.setMinimumWidth(280)
        side.addWidget(self.problems, 1)
        buttons = QHBoxLayout()
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setDefault(True)
        self.start_button.setToolTip(self.tr("Play on from this position"))
        self.start_button.clicked.connect(lambda: self._finish("play"))
        self.analyse_button = QPushButton(self.tr("Analyse"))
        self.analyse_button.setToolTip(self.tr("Play on from this position with the player on roll at the board, "
                                               "and show the engine's cube decision and, when the dice are set, "
                                               "its best plays"))
        self.analyse_button.clicked.connect(lambda: self._finish("analyse"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.reject)
        for b in (self.start_button, self.analyse_button, self.cancel_button):
            buttons.addWidget(b)
        side.addLayout(buttons)

        layout = QGridLayout(self)
        layout.addWidget(self.board, 0, 0)
        layout.addLayout(side, 0, 1)
        layout.setColumnStretch(0, 1)
        self._load_fields()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        # the cube and its owner kept in step before the fields are read (a cube at 1 is in the middle)
        self.cube.currentIndexChanged.connect(self._cube_changed)
        self.owner.currentIndexChanged.connect(self._owner_changed)
        for widget in (self.on_roll, *self.dice, self.cube, self.owner):
            widget.currentIndexChanged.connect(self._fields_changed)
        for spin in (self.length, *self.scores):
            spin.valueChanged.connect(self._fields_changed)
        self.crawford.toggled.connect(self._fields_changed)
        self.variation.currentIndexChanged.connect(self._fields_changed)
        # 1100x560, or the room of the window (else the screen) when smaller: a 1024x768 screen takes it
        room = parent.window().size() if parent is not None else self.screen().availableGeometry().size()
        self.resize(min(1100, room.width()), min(560, room.height()))
        self.update_figures()

    # ------------------------------------------------------------ fields
    def _load_fields(self) -> None:
        s = self.state
        self.on_roll.setCurrentIndex(s.on_roll)
        for box, d in zip(self.dice, s.dice or (0, 0), strict=True):
            box.setCurrentIndex(max(0, box.findData(d)))
        self.cube.setCurrentIndex(max(0, self.cube.findData(s.cube_value)))
        self.owner.setCurrentIndex(max(0, self.owner.findData(-1 if s.cube_owner is None else s.cube_owner)))
        self.length.setValue(s.length)
        for spin, n in zip(self.scores, s.score, strict=True):
            spin.setValue(n)
        self.crawford.setChecked(s.crawford)
        self.variation.setCurrentIndex(max(0, self.variation.findData(s.rules.variation)))

    def _cube_changed(self) -> None:
        """A cube at 1 is in the middle (RULES.md "Doubling cube"): the
        owner follows it there."""
        if int(self.cube.currentData()) == 1 and int(self.owner.currentData()) >= 0:
            self.owner.blockSignals(True)
            self.owner.setCurrentIndex(self.owner.findData(-1))
            self.owner.blockSignals(False)

    def _owner_changed(self) -> None:
        """A player chosen to own a cube at 1: the cube goes to 2 (nobody
        owns a cube before a double, RULES.md "Doubling cube")."""
        if int(self.owner.currentData()) >= 0 and int(self.cube.currentData()) == 1:
            self.cube.blockSignals(True)
            self.cube.setCurrentIndex(self.cube.findData(2))
            self.cube.blockSignals(False)

    def _fields_changed(self) -> None:
        s = self.state
        s.on_roll = int(self.on_roll.currentData())
        d1, d2 = (int(box.currentData()) for box in self.dice)
        s.dice = (d1, d2) if d1 and d2 else None
        s.cube_value = int(self.cube.currentData())
        owner = int(self.owner.currentData())
        s.cube_owner = None if owner < 0 else owner
        s.length = self.length.value()
        s.score = (self.scores[0].value(), self.scores[1].value())
        s.crawford = self.crawford.isChecked()
        s.rules = replace(s.rules, variation=str(self.variation.currentData()))
        self.update_figures()

    def _colour_chosen(self, player: int) -> None:
        self.board.colour = player

    def _clear(self) -> None:
        self.state.clear()
        self.board._changed()

    def _reset(self) -> None:
        self._start_of("standard")

    def _reset_nackgammon(self) -> None:
        self._start_of("nackgammon")

    def _start_of(self, variation: str) -> None:
        """The start of ``variation``, and the match in that variation (shown in Later games)."""
        self.state.reset(variation)
        self.variation.setCurrentIndex(self.variation.findData(variation))
        self.board._changed()

    def _fill_off(self) -> None:
        self.state.fill_off()
        self.board._changed()

    def update_figures(self) -> None:
        """The counts and the problems after an edit; Start only when none."""
        s = self.state
        lines = []
        for player in (0, 1):
            total, off, pips = s.counts(player)
            whole = QLocale().toString
            lines.append(self.tr("{name}: pip count {pips}, %n checker(s) borne off, {total} of 15 placed.", "",
                                 off).format(name=s.names[player], pips=whole(pips), total=whole(total)))
        self.counts.setText("\n".join(lines))
        problems = problem_texts(s, self.board.bottom)     # the players named, the points as drawn
        d1, d2 = (int(box.currentData()) for box in self.dice)
        if bool(d1) != bool(d2):
            problems.append(self.tr("Choose both dice, or neither (not rolled yet)."))
        self.problems.setText("\n".join(problems))
        self.start_button.setEnabled(not problems)
        self.analyse_button.setEnabled(not problems)

    def problem_text(self) -> str:
        """The problems shown ("" when the position can be started)."""
        return self.problems.text()

    def start(self) -> EditorStart:
        """What to start (call only while Start is enabled)."""
        s = self.state
        seats = [self.seats[0].seat(), self.seats[1].seat()]
        if self.choice == "analyse":            # the analysis is for the player to act, at the board
            seats[s.on_roll] = HUMAN
        return EditorStart(s.setup(), s.length, s.score, s.crawford, s.names, (seats[0], seats[1]),
                           s.rules.variation)

    def _finish(self, choice: str) -> None:
        if self.state.problems():
            return
        self.choice = choice
        self.accept()
