"""The remembered settings: defaults, a round trip through the config folder, and a broken or
hostile settings file reported in one line (file and field) and replaced by defaults."""

from __future__ import annotations

import json

import pytest

from tongiaki.play.settings import SETTINGS_LIMIT, Settings, load_settings, save_settings, settings_path
from tongiaki.resources import user_config_dir

SPEEDS = ("slow", "normal", "fast", "instant")


def _write(data) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")


def test_the_config_folder_comes_from_the_environment(config_dir) -> None:
    assert user_config_dir() == config_dir
    assert settings_path() == config_dir / "settings.json"


def test_no_file_gives_the_defaults() -> None:
    assert load_settings(speeds=SPEEDS) == (Settings(), None)


def test_settings_round_trip_atomically(config_dir) -> None:
    settings = Settings(seats=("human", "hard", "easy", "random"), colours=("red", "blue", "yellow", "green"),
                        deck="/decks/mine.yaml", speed="fast", show_odds=False, show_tracker=False,
                        volume=0.3, muted=True, fullscreen=True, ui_scale=1.2, card_size=1.3)
    assert save_settings(settings) is None
    assert load_settings(speeds=SPEEDS) == (settings, None)
    assert [p.name for p in config_dir.iterdir()] == ["settings.json"]  # no temporary file left


@pytest.mark.parametrize(("text", "message"), [
    ("{not json", "settings.json: is not valid JSON (line 1: Expecting property name enclosed in double quotes); "
                  "using the default settings"),
    ("[1, 2]", "settings.json: must hold a JSON object, not a list of 2; using the default settings"),
    ("\xff\xfe", None),
    ("[" * 100_000 + "]" * 100_000, "settings.json: is larger than 64 KB; using the default settings"),
])
def test_a_broken_file_is_one_line_and_the_defaults(text: str, message: str | None) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if message is None:
        path.write_bytes(b"\xff\xfe\x00")
        message = "settings.json: is not UTF-8 text; using the default settings"
    else:
        path.write_text(text, encoding="utf-8")
    settings, problem = load_settings(speeds=SPEEDS)
    assert settings == Settings()
    assert problem == message
    assert "\n" not in problem


def test_a_file_just_under_the_limit_is_read() -> None:
    data = {"speed": "fast", "padding": "x" * (SETTINGS_LIMIT - 100)}
    _write(data)
    assert load_settings(speeds=SPEEDS) == (Settings(speed="fast"), None)  # an unknown key is ignored


@pytest.mark.parametrize(("field", "value", "why"), [
    ("volume", "loud", 'must be a number from 0 to 1, not "loud"'),
    ("volume", 7, "must be from 0 to 1, not 7"),
    ("volume", True, "must be a number from 0 to 1, not true"),
    ("muted", "yes", 'must be true or false, not "yes"'),
    ("speed", "warp", 'must be one of slow, normal, fast, instant, not "warp"'),
    ("seats", ["human"], "must be a list of 2 to 6 seats, not a list of 1"),
    ("seats", ["human"] * 9, "must be a list of 2 to 6 seats, not a list of 9"),
    ("seats", ["human", "god"], '"god" is not a seat (human or one of random, easy, medium, hard, expert, hard-classic, hard-widening, hard-route, hard-turn)'),
    ("colours", ["blue", "blue", "red"], "two seats have the same colour"),
    ("colours", ["blue", "pink", "red"], '"pink" is not a colour (blue, green, orange, purple, red, yellow)'),
    ("deck", "a\nb", "has control characters"),
    ("ui_scale", 9, "must be from 0.8 to 1.2, not 9"),
    ("card_size", 0.2, "must be from 1 to 1.5, not 0.2"),
    ("show_odds", None, "must be true or false, not null"),
])
def test_a_bad_field_is_named_and_takes_its_default(field: str, value, why: str) -> None:
    _write({"speed": "fast", field: value} if field != "speed" else {field: value, "muted": True})
    settings, problem = load_settings(speeds=SPEEDS)
    assert problem == f"settings.json: {field}: {why}; using the default there"
    assert getattr(settings, field) == getattr(Settings(), field)
    if field != "speed":
        assert settings.speed == "fast"  # the good fields are kept
    else:
        assert settings.muted is True


@pytest.mark.parametrize("seed", ["42", "12a", 7, None])
def test_an_older_file_with_a_seed_loads_without_it(config_dir, seed) -> None:
    """The start screen's seed was kept until a play-test found a seed typed for one game dealing
    the same shuffle after a restart: a file that holds one (even a bad one) still loads, the
    seed is not read, and the next save leaves it out."""
    _write({"speed": "fast", "seed": seed})
    settings, problem = load_settings(speeds=SPEEDS)
    assert (settings, problem) == (Settings(speed="fast"), None)
    assert not hasattr(settings, "seed")
    assert save_settings(settings.changed(muted=True)) is None
    assert "seed" not in json.loads(settings_path().read_text(encoding="utf-8"))


def test_not_a_number_and_too_deep_nesting_are_refused() -> None:
    _write('{"volume": NaN}')
    settings, problem = load_settings()
    assert settings.volume == Settings().volume
    assert problem == "settings.json: volume: must be a number from 0 to 1, not NaN; using the default there"
    _write('{"seats": ' + "[" * 5000 + "]" * 5000 + "}")
    settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None and problem.startswith("settings.json: ") and "\n" not in problem


def test_colours_that_do_not_match_the_seats_are_filled_up() -> None:
    _write({"seats": ["human", "easy", "easy", "easy"], "colours": ["red", "blue"]})
    settings, problem = load_settings()
    assert settings.seats == ("human", "easy", "easy", "easy")
    assert len(set(settings.colours)) == 4 and settings.colours[:2] == ("red", "blue")
    assert problem == "settings.json: colours: 2 colours for 4 seats; using the default there"


def test_a_folder_in_place_of_the_file_is_reported() -> None:
    settings_path().mkdir(parents=True)
    assert load_settings() == (Settings(), "settings.json: is not a file; using the default settings")
    problem = save_settings(Settings(speed="fast"))
    assert problem is not None and problem.startswith("settings.json: cannot save the settings")
