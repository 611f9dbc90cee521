"""Regenerate tests/data/records/short_game.json and the broken records in tests/data/bad_records/.

Run `.venv/bin/python tests/data/make_records.py` after a rules change makes the golden
record stale. `short_game.json` is a 3-player game (one human seat driven by a seeded rng)
saved in the middle of play; every file in bad_records/ is that record with one defect.
tests/test_records.py holds the table of the message fragment each defect must produce.
"""

from __future__ import annotations

import copy
import json
import random
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from tongiaki.play.decks import DEFAULT_DECK_PATH, load_deck  # noqa: E402
from tongiaki.play.match import Match  # noqa: E402
from tongiaki.play.records import RecordError, format_record, load_record, record_of, replay_record  # noqa: E402
from tongiaki.rules import Option, OptionKind  # noqa: E402

GOOD = HERE / "records" / "short_game.json"
BAD = HERE / "bad_records"
STEPS = 70


def short_game() -> Match:
    """The golden game: seats human, random, random; stopped after STEPS options."""
    match = Match(load_deck(DEFAULT_DECK_PATH), ["human", "random", "random"], 2024,
                  names=["Ana", "Bot 1", "Bot 2"], created="2025-01-01T00:00:00Z")
    human_rng = random.Random("human:2024")
    while len(match.history) < STEPS and not match.is_over():
        if match.waiting_for_human():
            options = match.pending.options
            match.apply(options[human_rng.randrange(len(options))])
        else:
            match.advance()
    return match


def legal_edit(record: dict) -> dict:
    """The record with one option changed to another offered one, the rest still legal."""
    deck = replay_record(record, "short_game.json").deck
    texts = record["options"]

    def replays(options: list[str]) -> Match | None:
        match = Match(deck, list(record["seats"]), record["seed"])
        try:
            for text in options:
                match.apply(Option.parse(text))
        except ValueError:
            return None
        return match

    for index in range(len(texts) - 1, -1, -1):
        probe = replays(texts[:index])
        assert probe is not None
        for alternative in probe.pending.options:
            if str(alternative) == texts[index] or alternative.kind is OptionKind.REVEAL:
                continue
            options = [*texts[:index], str(alternative), *texts[index + 1:]]
            if replays(options) is not None:
                edited = copy.deepcopy(record)
                edited["options"] = options
                return edited
    raise SystemExit("no legal single-option edit found")


def main() -> None:
    match = short_game()
    record = record_of(match)
    GOOD.parent.mkdir(exist_ok=True)
    text = format_record(record)
    GOOD.write_text(text, encoding="utf-8")
    shutil.rmtree(BAD, ignore_errors=True)
    BAD.mkdir()

    def write(name: str, data: object) -> None:
        (BAD / name).write_text(format_record(data) if isinstance(data, dict) else json.dumps(data) + "\n",
                                encoding="utf-8")

    def edited(**changes: object) -> dict:
        data = copy.deepcopy(record)
        for key, value in changes.items():
            if value is None:
                del data[key]
            else:
                data[key] = value
        return data

    (BAD / "truncated.json").write_text(text[: len(text) // 2], encoding="utf-8")
    (BAD / "empty.json").write_text("", encoding="utf-8")
    (BAD / "not_json.json").write_text("this is not a game record\n", encoding="utf-8")
    (BAD / "not_utf8.json").write_bytes(b'{"format": "\xff\xfe"}\n')
    write("top_level_list.json", [record["format"], record["version"]])
    write("wrong_format.json", edited(format="tongiaki-deck"))
    write("missing_format.json", edited(format=None))
    write("wrong_version.json", edited(version=2))
    write("version_string.json", edited(version="1"))
    write("missing_options.json", edited(options=None))
    write("missing_checksum.json", edited(checksum=None))
    write("unknown_field.json", {**record, "cheat": True})
    write("seed_string.json", edited(seed=str(record["seed"])))
    write("seats_not_list.json", edited(seats="human,random,random"))
    write("unknown_seat.json", edited(seats=["human", "godlike", "random"]))
    write("one_seat.json", edited(seats=["human"]))
    write("names_count.json", edited(names=["Ana"]))
    options = list(record["options"])
    write("option_not_text.json", edited(options=[*options[:3], 5, *options[4:]]))
    write("bad_option_text.json", edited(options=[*options[:5], "fly 0,0", *options[6:]]))
    write("illegal_option.json", edited(options=[*options[:12], "king 0,0", *options[13:]]))
    first_reveal = next(i for i, t in enumerate(options) if t.startswith("reveal"))
    second_reveal = next(i for i, t in enumerate(options) if t.startswith("reveal") and i > first_reveal)
    repeated = [*options[:second_reveal], options[first_reveal], *options[second_reveal + 1:]]
    write("revealed_twice.json", edited(options=repeated))
    write("edited_option.json", legal_edit(record))
    write("extra_option.json", edited(options=[*options, "pass"]))
    final = dict(record["final"], scores=[s + 5 for s in record["final"]["scores"]])
    write("final_scores_edited.json", edited(final=final))
    write("checksum_mismatch.json", edited(checksum="sha256:" + "0" * 64))
    rng = copy.deepcopy(record["rng"])
    rng["chance"] = "mt19937:AAAA"
    write("rng_not_a_state.json", edited(rng=rng))
    rng = copy.deepcopy(record["rng"])
    rng["seats"][1] = rng["seats"][0]
    write("rng_edited.json", edited(rng=rng))
    deck = copy.deepcopy(record["deck"])
    deck["islands"][0]["beaches"][0]["capacity"] = 1
    write("deck_invalid.json", edited(deck=deck))
    calm = load_deck(DEFAULT_DECK_PATH.parent / "calm-seas.yaml").to_data()
    write("wrong_deck.json", edited(deck=calm))
    deck = copy.deepcopy(record["deck"])
    deck["islands"][0]["value"] = 9
    write("deck_value_edited.json", edited(deck=deck))

    for path in sorted(BAD.iterdir()):
        try:
            load_record(path)
        except RecordError as error:
            print(error)
        else:
            raise SystemExit(f"{path.name} loads without error")


if __name__ == "__main__":
    main()
