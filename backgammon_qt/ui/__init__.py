"""The Qt user interface: the board scene and its items, the view, the main
window and dialogs.  Qt only; the rules are asked through the controller.

The main window (:mod:`.main_window`) is built of parts (:mod:`.file_actions`,
:mod:`.position_actions`, :mod:`.dice_actions`, :mod:`.analysis_panel`,
:mod:`.picture_actions`, :mod:`.match_browser`) that are given the narrow
:class:`~.window_protocol.WindowHost`, not the window: no part imports the
main window, and the package has no import circle
(``tests/test_import_graph.py``).  The window's questions are in
:mod:`.window_questions`, its after-the-first-paint helpers in
:mod:`.first_paint`; the board's items in :mod:`.items` (with
:mod:`.dice_items`, :mod:`.panel_items`, :mod:`.item_fonts`; every item is
imported from :mod:`.items`); the analysis dock in :mod:`.analysis_dock`
(offered by :mod:`.analysis_panel` too)."""
