"""`python -m tongiaki`: the same as the `tongiaki` command."""

from tongiaki.cli import main

raise SystemExit(main())
