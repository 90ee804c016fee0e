"""The controller's engine-backed work: each module asks the engine off the
GUI thread, reports progress with Qt signals, and can be cancelled where the
wait is long.

- :mod:`.worker`: :class:`~.worker.EngineWorker`, the Qt job runner (a
  thread-pool task per engine call; its result or its error, worded by
  :mod:`backgammon_qt.controller.wording`, comes back as a signal).
- :mod:`.computer`: :class:`~.computer.ComputerPlayer`, the computer seats
  of a match, and :class:`~.computer.EngineSet`, the engines by level.
- :mod:`.hints`: the engine's advice for the player to act.
- :mod:`.epc`: the effective pip counts on the players' panels.
- :mod:`.tutor`: the tutor (Options > Tutor) rating a human's play before
  it is played.
- :mod:`.analysis`: :class:`~.analysis.AnalysisJob`, a match analysed.
- :mod:`.rollouts`: :class:`~.rollouts.RolloutJob`, rollouts a player starts.
- :mod:`.archive`: many match files analysed at once (Analyse > Analyse
  files...), on the engine cluster.

Importing the package loads nothing: the engine itself is imported lazily
(``app.lazy.lazy_import``), so start-up does not load it.
"""
