"""eXtreme Gammon's position text files open as one set-up game (the
state GNU Backgammon 1.07 shows for their XGID: see
tests/model/test_model_position_text.py), and cannot be written."""

from __future__ import annotations

import pytest
from helpers.corpus import CORPUS, XG_POSITIONS

from backgammon_qt import io
from backgammon_qt.io import MatchFileError
from backgammon_qt.model.game import Phase
from backgammon_qt.model.match import Match


@pytest.mark.parametrize("name, pid, pips, phase", [
    (XG_POSITIONS[0], "b9sBCIC5bYDQAA", (111, 52), Phase.MOVING),
    (XG_POSITIONS[1], "Mw5jkCQyz+AhAg", (139, 156), Phase.ROLLING),
])
def test_xg_position_file_opens_as_a_set_up_game(name: str, pid: str, pips: tuple[int, int], phase: Phase) -> None:
    path = CORPUS / name
    if not path.exists():
        pytest.skip(f"no corpus at {CORPUS}")
    record, fmt = io.load_with_format(path)
    assert fmt.name == "xg-position"
    assert len(record.games) == 1 and record.games[0].setup is not None and not record.games[0].actions
    match = Match.replay(record)
    assert match.game is not None and match.game.phase is phase
    assert match.game.position.position_id() == pid
    assert match.game.pip_counts() == pips


def test_a_broken_xg_position_names_the_field(tmp_path) -> None:
    path = tmp_path / "broken.txt"
    path.write_text("XGID=-B-CBBB---a---A---ABcbbbd-:1:-1:1:79:3:6:0:7:10\n\n +13-14-15-16-17-18------19-20\n",
                    encoding="utf-8")
    with pytest.raises(MatchFileError, match=r"broken\.txt.*eXtreme Gammon position: XGID: the dice"):
        io.load(path)


def test_xg_position_text_is_not_written() -> None:
    with pytest.raises(MatchFileError, match="read only"):
        io.format_text(io.load(CORPUS / XG_POSITIONS[0]) if (CORPUS / XG_POSITIONS[0]).exists()
                       else None, "xg-position")  # type: ignore[arg-type]
