"""The interned options made from their fields (`tuple.__new__`) equal the options made by `Option`."""

from tongiaki.rules import interned
from tongiaki.rules.options import Option, OptionKind


def test_interned_land_and_emigrate_options_equal_those_made_by_option() -> None:
    for cell in ((0, 0), (2, -1)):
        for beaches in (1, 3, 6):
            rows = interned.land_rows(cell, beaches)
            assert len(rows) == 8
            for colour, row in enumerate(rows):
                assert row == tuple(Option(OptionKind.LAND, cell, b, colour=colour) for b in range(beaches))
                assert all(type(option) is Option for option in row)
                assert row == tuple(interned.land(cell, b, colour) for b in range(beaches))
        for beach in range(3):
            for pier in range(6):
                option = interned.emigrate(cell, beach, pier)
                assert option == Option(OptionKind.EMIGRATE, cell, beach, pier=pier) and type(option) is Option
                assert option.pier == pier and option.beach == beach and option.colour == -1
                assert Option.parse(str(option)) == option
