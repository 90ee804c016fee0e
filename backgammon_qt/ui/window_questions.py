"""The main window's modal questions: offer a resignation, close the match
on the board when that would lose work done since it was saved or opened
(moves, an analysis, kept rollouts, a running rollout), quit when that
would lose work (the match not autosaved, a finished match, an analysis,
kept rollouts, a running rollout).  Each is asked by a
:class:`~backgammon_qt.ui.main_window.MainWindow` method of the same job
(``confirm_resign``, ``confirm_discard``, ``confirm_quit_unsaved``: tests
answer those); the texts keep that window's translation context,
``MainWindow``.  QMessageBox is imported when a question is first asked, not
at start-up."""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import TYPE_CHECKING

from backgammon_qt.app.translations import ContextTr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

__all__ = ["Replacing", "ask_discard", "ask_quit_unsaved", "ask_resign", "closing_sentence"]


_tr = ContextTr("MainWindow")   # the texts in the context of the window that asks


class Replacing(enum.Enum):
    """What takes the place of the match on the board when the player goes
    on: :func:`closing_sentence` says each in a whole sentence of its own
    (a translated infinitive put into one sentence for all would not fit
    the word order of every language)."""

    NEW_MATCH = "new match"
    """Game > New match."""
    OPEN_FILE = "open file"
    """File > Open, a recent file, a dropped file (the sentence names the file)."""
    PASTED_POSITION = "pasted position"
    """Edit > Paste position: play on from it."""
    SET_UP_POSITION = "set-up position"
    """The position editor's Play from here."""
    AUTOSAVED_MATCH = "autosaved match"
    """Resume the match autosaved at the last quit."""


def closing_sentence(replacing: Replacing, match: str, *, in_progress: bool = True, name: str = "") -> str:
    """The sentence that says the match on the board (``match``, its
    summary; ``in_progress``: begun, not over) is closed for ``replacing``;
    ``name``: the file's name for :attr:`Replacing.OPEN_FILE`.  One
    translated text per case, with only the summary and the file name put
    in."""
    if replacing is Replacing.NEW_MATCH:
        text = (_tr("To start a new match, the match in progress ({match}) is closed.") if in_progress
                else _tr("To start a new match, the match on the board ({match}) is closed."))
    elif replacing is Replacing.OPEN_FILE:
        text = (_tr("To open {name}, the match in progress ({match}) is closed.") if in_progress
                else _tr("To open {name}, the match on the board ({match}) is closed."))
    elif replacing is Replacing.PASTED_POSITION:
        text = (_tr("To play on from the pasted position, the match in progress ({match}) is closed.")
                if in_progress
                else _tr("To play on from the pasted position, the match on the board ({match}) is closed."))
    elif replacing is Replacing.SET_UP_POSITION:
        text = (_tr("To play on from the set-up position, the match in progress ({match}) is closed.")
                if in_progress
                else _tr("To play on from the set-up position, the match on the board ({match}) is closed."))
    else:
        text = (_tr("To resume the autosaved match, the match in progress ({match}) is closed.") if in_progress
                else _tr("To resume the autosaved match, the match on the board ({match}) is closed."))
    return text.format(match=match, name=name)


def ask_resign(parent: QWidget, name: str, value: int, points: int) -> bool:
    """Ask ``name``, the player to act, whether to offer this resignation
    (``value``: 1 a single game, 2 a gammon, 3 a backgammon; ``points`` at
    the cube).  True: offer it."""
    from PySide6.QtWidgets import QMessageBox  # made at first use, not at start-up

    if value == 3:
        question = _tr("{name}, offer to resign a backgammon (%n point(s) at this cube)? The opponent "
                       "accepts or declines.", "", points)
    elif value == 2:
        question = _tr("{name}, offer to resign a gammon (%n point(s) at this cube)? The opponent "
                       "accepts or declines.", "", points)
    else:
        question = _tr("{name}, offer to resign a single game (%n point(s) at this cube)? The opponent "
                       "accepts or declines.", "", points)
    answer = QMessageBox.question(
        parent, _tr("Resign"), question.format(name=name),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
    return bool(answer == QMessageBox.StandardButton.Yes)


def ask_discard(parent: QWidget, replacing: Replacing, match: str, save: Callable[[], bool], *,
                in_progress: bool = True, rollouts: int = 0, rollout_running: bool = False, finished: bool = False,
                analysis: bool = False, name: str = "") -> bool:
    """Before ``replacing`` (e.g. :attr:`Replacing.NEW_MATCH`; ``name``: the
    file's name of :attr:`Replacing.OPEN_FILE`) takes the place of the match in
    play (``match``, its summary; ``in_progress``: begun, not over and
    changed since it was saved; ``finished``: over, and played since it was
    last saved or opened), whose analysis no ``.bgqt`` or ``.sgf`` file
    holds (``analysis``), whose ``rollouts`` kept rollouts no
    ``.bgqt`` file holds and whose running rollout (``rollout_running``)
    would be lost too: save it first (``save()``, which stops a running
    rollout and keeps its trials done first), close it, or stay.  True
    to go on (saved, or closing it was chosen)."""
    from PySide6.QtWidgets import QMessageBox  # made at first use, not at start-up

    sentences = [closing_sentence(replacing, match, in_progress=in_progress, name=name)]
    if finished:
        sentences.append(_tr("It is finished, and no file holds the moves played since it was last saved or "
                             "opened."))
    if analysis:
        sentences.append(_tr("No file holds its analysis."))
    if rollouts:
        sentences.append(_tr("No file holds the %n rollout(s) kept with it.", "", rollouts))
    if rollout_running:
        sentences.append(_tr("A rollout of it is running: Save it first stops it and keeps the trials done "
                             "with the match; otherwise they are dropped."))
    box = QMessageBox(QMessageBox.Icon.Question, _tr("The match in progress") if in_progress
                      else _tr("The match on the board"), " ".join(sentences),
                      QMessageBox.StandardButton.NoButton, parent)
    if rollouts or rollout_running:
        box.setInformativeText(_tr("Save it first as .bgqt to keep its rollouts."))
    elif analysis:
        box.setInformativeText(_tr("Save it first as .bgqt or .sgf to keep its analysis."))
    elif in_progress:
        box.setInformativeText(_tr("Save it first to go on with it later."))
    else:
        box.setInformativeText(_tr("Save it first to keep the whole match."))
    return _save_or_drop(box, _tr("Save it first..."), _tr("Close it"), save)


def ask_quit_unsaved(parent: QWidget, match: str, why: str, save: Callable[[], bool], *, in_progress: bool = True,
                     rollouts: int = 0, rollout_running: bool = False, finished: bool = False,
                     analysis: bool = False, autosaved: bool = False, saved_in: str = "") -> bool:
    """Before quitting, say in whole sentences what happens to the match in
    play (``match``, its summary) and what quitting would lose: the match
    when it is in progress and not autosaved (``in_progress``; ``why`` says
    why not), a finished match played since it was last saved or opened
    (``finished``: a finished match is not autosaved), its analysis no file
    holds (``analysis``), its ``rollouts`` kept rollouts that neither a
    ``.bgqt`` file nor the autosave keeps, its running rollout
    (``rollout_running``: dropped with its trials done).  ``autosaved``:
    the autosave keeps the match and offers it at the next start, also
    after Quit without saving; ``saved_in``: the name of the file that
    holds the match as it is ("" when none does).  Save it first
    (``save()``, which stops a running rollout and keeps the trials of its
    finished batches first, then the app quits), quit without saving, or
    Cancel (the window stays open, a rollout running goes on).  True to
    quit."""
    from PySide6.QtWidgets import QMessageBox  # made at first use, not at start-up

    if in_progress:
        sentences = [_tr("The match in progress ({match}) is not autosaved.").format(match=match)]
        if why:
            sentences.append(why)          # whole sentences (SessionAutosave.not_autosaved_reason)
        sentences.append(_tr("Quit without saving drops it."))
    elif finished:
        sentences = [_tr("The match on the board ({match}) is finished, so it is not autosaved, and no file holds "
                         "the moves played since it was last saved or opened: Quit without saving drops them.")
                     .format(match=match)]
    elif autosaved:
        sentences = [_tr("The match in progress ({match}) is autosaved: it is offered again at the next start, "
                         "also after Quit without saving.").format(match=match)]
    elif saved_in:
        sentences = [_tr("The match on the board ({match}) is saved in {name} as it is.").format(
            match=match, name=saved_in)]
    elif rollouts and not analysis:
        sentences = []               # the sentence of the rollouts names the match
    else:
        sentences = [_tr("Quitting closes the match on the board ({match}).").format(match=match)]
    if analysis:
        sentences.append(_tr("No file holds its analysis: Quit without saving drops it."))
    if rollouts:
        if sentences:
            sentences.append(_tr("No file holds the %n rollout(s) kept with it: Quit without saving drops them.",
                                 "", rollouts))
        else:
            sentences.append(_tr("Quitting loses the %n rollout(s) kept with the match on the board ({match}): "
                                 "no file keeps a copy.", "", rollouts).format(match=match))
    if rollout_running:
        sentences.append(_tr("A rollout of it is running: Save it first stops it and keeps the trials of its "
                             "finished batches with the match (the batch under way is dropped); Quit without "
                             "saving drops the rollout with every trial it has done."))
    box = QMessageBox(QMessageBox.Icon.Warning, _tr("Quit"), " ".join(sentences),
                      QMessageBox.StandardButton.NoButton, parent)
    if rollouts or rollout_running:
        box.setInformativeText(_tr("Save it first saves the match in a file (as .bgqt, to keep its rollouts) and "
                                   "then quits; Game > Open recent opens it again."))
    elif analysis:
        box.setInformativeText(_tr("Save it first saves the match in a file (as .bgqt or .sgf, to keep its "
                                   "analysis) and then quits; Game > Open recent opens it again."))
    else:
        box.setInformativeText(_tr("Save it first saves the match in a file and then quits; Game > Open recent "
                                   "opens it again."))
    return _save_or_drop(box, _tr("Save it first..."), _tr("Quit without saving"), save)


def _save_or_drop(box: QMessageBox, save_label: str, drop_label: str, save_match: Callable[[], bool]) -> bool:
    """Ask ``box`` with three answers: save the match first (True once
    ``save_match()`` saved it), go on without saving (True), or Cancel
    (False; also Escape)."""
    from PySide6.QtWidgets import QMessageBox  # made at first use, not at start-up

    save = box.addButton(save_label, QMessageBox.ButtonRole.AcceptRole)
    drop = box.addButton(drop_label, QMessageBox.ButtonRole.DestructiveRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(save)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    if clicked is save:
        return save_match()
    return clicked is drop
