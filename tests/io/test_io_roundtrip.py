"""One round-trip suite for every format: export then import gives the same
record (as far as the format can hold it, see ``helpers.corpus.carried``)."""

from __future__ import annotations

import pytest
from helpers.corpus import MATCH_NAMES, carried, load_corpus, params, random_record
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from backgammon_qt.io import FORMATS, MatchFileError, format_text, load, parse_text, save

FORMAT_NAMES = sorted({fmt.name for fmt in FORMATS.values()})


def _round_trip(record, fmt_name: str):
    text = format_text(record, fmt_name)
    back, fmt = parse_text(text)
    assert fmt.name == fmt_name           # the written text is recognised as its own format
    return back


@pytest.mark.parametrize("fmt", FORMAT_NAMES)
@pytest.mark.parametrize("name", params(MATCH_NAMES))
def test_corpus_file_round_trips(name: str, fmt: str, corpus_dir) -> None:
    record = load_corpus(name)
    if fmt == "mat" and any(g.setup is not None for g in record.games):     # gibbon/edited.sgf
        with pytest.raises(MatchFileError, match=r"set-up position, which a \.mat file cannot hold"):
            format_text(record, fmt)
        return
    back = _round_trip(record, fmt)
    assert carried(back, fmt) == carried(record, fmt)
    assert back.warnings == []


@pytest.mark.parametrize("fmt", FORMAT_NAMES)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), length=st.sampled_from([0, 1, 3, 7]), unfinished=st.booleans(),
       variation=st.sampled_from(["standard", "nackgammon"]))
def test_random_matches_round_trip(fmt: str, seed: int, length: int, unfinished: bool, variation: str) -> None:
    record = random_record(seed, length, unfinished=unfinished, variation=variation)
    back = _round_trip(record, fmt)
    assert carried(back, fmt) == carried(record, fmt)
    assert back.warnings == []


@pytest.mark.parametrize("fmt", FORMAT_NAMES)
def test_money_session_with_beavers_round_trips(fmt: str) -> None:
    # find a seed whose session has a beaver, so the case is really covered
    for seed in range(200):
        record = random_record(seed, 0, games=4)
        if any(a.kind == "beaver" for g in record.games for a in g.actions):
            break
    else:
        pytest.fail("no random money session with a beaver in 200 seeds")
    record.info.update({"event": "Club night", "date": "2024-05-11", "comment": "first line\nsecond ]line"})
    back = _round_trip(record, fmt)
    assert carried(back, fmt) == carried(record, fmt)
    assert back.match_length == 0 and back.rules.jacoby and back.rules.beavers


@pytest.mark.parametrize("fmt", FORMAT_NAMES)
def test_save_then_load_through_files(fmt: str, tmp_path) -> None:
    record = random_record(7, 3)
    ext = next(ext for ext, f in FORMATS.items() if f.name == fmt)
    folder = tmp_path / "out"
    folder.mkdir()
    path = folder / f"match{ext}"
    save(record, path)
    save(record, path)                    # over an existing file
    assert carried(load(path), fmt) == carried(record, fmt)
    assert [p.name for p in folder.iterdir()] == [path.name]     # no temporary file left behind


def test_save_refuses_an_unknown_extension(tmp_path) -> None:
    with pytest.raises(MatchFileError, match=r"unknown file type '\.doc'"):
        save(random_record(1, 1), tmp_path / "match.doc")
    assert not (tmp_path / "match.doc").exists()


def test_save_into_a_missing_folder_is_a_match_file_error(tmp_path) -> None:
    with pytest.raises(MatchFileError, match="cannot write the file") as info:
        save(random_record(1, 1), tmp_path / "no" / "such" / "match.mat")
    assert "match.mat" in str(info.value)


# ---------------------------------------------------------------- any name, event or comment
NAMES = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)
"""Any text a name field could take (the new-match dialog does not filter yet)."""


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(left=NAMES, right=NAMES, event=NAMES, comment=NAMES, seed=st.integers(0, 50))
def test_what_we_write_we_read_back(left: str, right: str, event: str, comment: str, seed: int) -> None:
    """Every format we write reads back to the same players, games and
    info, through the bytes of a file (UTF-8 and line-end decoding), or
    refuses the record with a MatchFileError that says why (.mat for a
    name it cannot hold, see mat_name_problem)."""
    from backgammon_qt.io._text import decode_text, name_problem, text_problem
    from backgammon_qt.io.mat import mat_name_problem

    record = random_record(seed, 3, games=2, players=(left, right))
    record.info.update({"event": event, "comment": comment})
    info_problem = any(text_problem(v) for v in record.info.values())
    refused = {"native": False,
               "sgf": info_problem or any(name_problem(n) for n in (left, right)),
               "mat": info_problem or any(mat_name_problem(n) for n in (left, right))}
    for fmt in FORMAT_NAMES:
        try:
            text = format_text(record, fmt)
        except MatchFileError as exc:
            assert refused[fmt], exc
            assert "\n" not in str(exc)
            continue
        assert not refused[fmt]
        back, _fmt = parse_text(decode_text(text.encode("utf-8")))
        want, got = carried(record, fmt), carried(back, fmt)
        assert got["players"] == want["players"] and got["games"] == want["games"]
        want_info = dict(want["info"])
        if fmt == "sgf":        # SGF: empty info is left out
            want_info = {k: v for k, v in want_info.items() if v}
        if fmt == "mat":        # .mat: a header value is one line; comment lines lose outer blanks
            want_info = {k: " ".join(v.split("\n")) if k != "comment" else
                         "\n".join(line.strip() for line in v.split("\n") if line.strip())
                         for k, v in want_info.items()}
            want_info = {k: v for k, v in want_info.items() if v or k != "comment"}
        assert got["info"] == want_info, fmt
