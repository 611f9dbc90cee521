"""A play-tester pressed "marked >" (N) with the cursor past the review's last mark and read "No
marked move after this point" while the strip showed marks before it; the status line read
"(none marked)" beside those marks. N past the last mark now goes round to the first and says
so, and the status line never says "none" about the marks: with three moves flagged, the close
moves it leaves unmarked read "(not marked)"."""

from __future__ import annotations

import dataclasses

import pygame

from tests.app.matches import review_to_the_end
from tests.app.test_replay_review import _finished_with_a_person
from tongiaki.play.review import Verdict


def test_n_past_the_last_mark_goes_round_to_the_first_and_the_status_never_says_none(app, gui) -> None:
    match = _finished_with_a_person()
    app.watch_replay(match)
    scene = app.scene
    gui.key(pygame.K_r)
    review_to_the_end(gui, scene)
    # three inaccuracies, the other moves that were not the hard level's choice close ones
    notes = [dataclasses.replace(n, played_value=n.best_value, played_margin=n.best_margin - 0.5)
             for n in scene.reviewer.notes]
    moves = [i for i, n in enumerate(notes) if n.played != n.best]
    assert len(moves) >= 5, len(moves)
    flagged = moves[:3]
    for i in flagged:
        notes[i] = dataclasses.replace(notes[i], played_margin=notes[i].best_margin - 4.0)
    scene.reviewer.notes[:] = notes
    assert [n.verdict for n in notes].count(Verdict.INACCURACY) == 3
    assert [n.verdict for n in notes].count(Verdict.GOOD) >= 2
    scene._make_buttons()
    marks = scene.marked()
    assert [n.step for n in marks] == [notes[i].step for i in flagged]
    status = scene._status_label()
    assert "none" not in status, status  # the strip shows three marks
    assert "close (not marked), 3 inaccuracies" in status, status
    # the cursor past the last mark: N goes round to the first, and says so
    scene.cursor.goto(marks[-1].step + 1)
    gui.frame()
    gui.key(pygame.K_n)
    assert scene.cursor.step == marks[0].step
    assert scene.table.hud.notice_text == "Past the last marked move, back to the first: an inaccuracy (mark 1 of 3)"
    gui.key(pygame.K_n)
    assert scene.cursor.step == marks[1].step
    assert scene.table.hud.notice_text == "An inaccuracy (mark 2 of 3)"
    # from the end of the game too
    scene.to_end()
    gui.key(pygame.K_n)
    assert scene.cursor.step == marks[0].step
    assert "No marked move" not in scene.table.hud.notice_text
