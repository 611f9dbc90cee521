"""Hot-seat games (more than one human seat at one table): no seat is called "you", and the turn
passing from one human seat to another is handed over on the table before the board takes a move."""

from __future__ import annotations

from tongiaki.app.main import colours_of, seat_names


def test_two_human_seats_are_called_by_their_colours() -> None:
    names = seat_names(["human", "easy", "human", "hard"], ["blue", "green", "orange", "purple"])
    assert names == ["Blue", "Green (easy)", "Orange", "Purple (hard)"]
    assert not any("you" in name for name in names)

    class Saved:  # a saved game's colours are read back from the names its record keeps
        seats = ["human", "easy", "human", "hard"]

    Saved.names = names  # type: ignore[attr-defined]
    assert colours_of(Saved()) == ["blue", "green", "orange", "purple"]  # type: ignore[arg-type]


def test_one_human_seat_is_you() -> None:
    assert seat_names(["human", "easy", "random"], ["red", "blue", "green"]) == ["Red (you)", "Blue (easy)",
                                                                                "Green (random)"]

