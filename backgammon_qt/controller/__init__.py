"""The middle layer: QObjects between the widgets and the rules.

- :mod:`.match`: :class:`~.match.MatchController`, the flow of one match
  (actions, timers, signals); :mod:`.setup` how a new match is set up.
- :mod:`.presentation`: what the board says (status, prompts, banners,
  player panels, game-list rows), pure functions of the match state; a
  package of three (:mod:`.presentation.board`, :mod:`.presentation.move_list`,
  :mod:`.presentation.captions`), every public name on the package.
- :mod:`.computer`: the computer seats (:class:`~.computer.ComputerPlayer`),
  the engines (:class:`~.computer.EngineSet`); :mod:`.hints` the hints;
  :mod:`.worker` the Qt job runner asking the engine off the GUI thread.
- :mod:`.files`: open (a load job off the GUI thread), save, formats,
  recent files; :mod:`.autosave` the autosave, its lock and the resume
  offer; :mod:`.records` copies and cuts of match records (pure).
- :mod:`.review`: stepping through a match's record, play on from a step.
- :mod:`.session`: :class:`~.session.Session`, the match in one window,
  with named parts, each a QObject with its own signals: ``seating``
  (:mod:`.session_seats`), ``autosave`` (:mod:`.session_autosave`),
  ``analyses`` (:mod:`.session_analyses`) and ``review`` (:mod:`.review`).
  Widgets call the parts' methods and ``Session.say``; they never emit a
  signal of the controller (``tests/test_ui_emits.py``).

The widgets (``backgammon_qt.ui``) import this package, never ``io`` or
``engine``.  Importing the package loads nothing: each module is imported
where it is used, so start-up loads only what the first board needs.
"""
