"""The Qt user interface: the board scene and its items, the view, the main
window and dialogs.  Qt only; the rules are asked through the controller."""
