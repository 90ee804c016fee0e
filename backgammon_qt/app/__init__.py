"""Infrastructure below every layer: paths (:mod:`.paths`), the user's
options (:mod:`.settings`, with the seat and animation constants their users
share), loading later what start-up does not need (:mod:`.lazy`), dropping
a signal's connection that may be gone (:mod:`.signals`), English plural
forms (:mod:`.plurals`, no Qt) and the QApplication set-up
(:mod:`.application`).

Nothing here imports another package of ours (``tests/test_architecture.py``
holds every module to the layer table of ``DESIGN.md``).
"""
