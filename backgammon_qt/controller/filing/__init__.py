"""The controller's match files: opening, saving and the autosave.

- :mod:`.files`: open (a load job off the GUI thread), save (atomic),
  the formats and their filters, recent files.
- :mod:`.autosave`: :class:`~.autosave.Autosaver`, the match in the window
  kept on disk; :class:`~.autosave.AutosaveLock`, one window per autosave;
  the resume offer at the next start.

File errors are worded by :mod:`backgammon_qt.controller.wording`; the file
formats (``backgammon_qt.io``) load at the first file action, not at
start-up.  The session's autosave part is
:mod:`backgammon_qt.controller.session_autosave`, beside the other parts.
"""
