"""The middle layer: QObjects between the widgets and the rules.

A map of the package (every name below is a module or package that exists):

- :mod:`.match`: :class:`~.match.MatchController`, the flow of one match
  (actions, refusals, timers, signals).
- :mod:`.presentation`: what the board says, pure functions of the match
  state (no Qt): :mod:`.presentation.board` (the board's texts),
  :mod:`.presentation.move_list` (the move list and game-list rows),
  :mod:`.presentation.captions` (review and analysis captions) and
  :mod:`.presentation.texts` (the pieces they share); every public name is
  on the package.
- :mod:`.engine_jobs`: everything that asks the engine, each off the GUI
  thread: :mod:`~.engine_jobs.computer` (the computer seats and the
  engines), :mod:`~.engine_jobs.hints`, :mod:`~.engine_jobs.tutor`,
  :mod:`~.engine_jobs.analysis`, :mod:`~.engine_jobs.rollouts`,
  :mod:`~.engine_jobs.archive` (many files analysed at once) and
  :mod:`~.engine_jobs.worker` (the Qt job runner the others use).
- :mod:`.filing`: match files: :mod:`~.filing.files` (open as a load job
  off the GUI thread, save, formats, recent files) and
  :mod:`~.filing.autosave` (the autosave, its lock, the resume offer).
- :mod:`.wording`: an error in the player's language (a model or io
  error's template translated and filled; a file error's location).
- :mod:`.review`: stepping through a match's record, play on from a step.
- :mod:`.positions`: set-up positions put into play (a pasted ID or
  position text, the position editor's result).
- :mod:`.takebacks`: taking back a finished turn.
- :mod:`.session`: :class:`~.session.Session`, the match in one window,
  with named parts, each a QObject with its own signals: ``seating``
  (:mod:`.session_seats`), ``autosave`` (:mod:`.session_autosave`),
  ``analyses`` (:mod:`.session_analyses`), ``files`` (:mod:`.session_files`:
  open/save, the recent files, the match's file and the Play on cut) and
  ``review`` (:mod:`.review`).
  Widgets call the parts' methods and ``Session.say``; they never emit a
  signal of the controller (``tests/test_ui_emits.py``).

Copies and cuts of match records (pure record work, no Qt) live beside
the record in :mod:`backgammon_qt.model.record_copies`.

The widgets (``backgammon_qt.ui``) import this package, never ``io`` or
``engine``.  Importing the package loads nothing: each module is imported
where it is used, so start-up loads only what the first board needs.
"""
