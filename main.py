"""Patience Arcade: start the game from the repository.

python main.py [--game NAME] [--seed N] [--hard] [--run] [--size WxH] [--fullscreen]
               [--screenshot PATH] [--trace FILE] [--speech]

The flags and the start-up live in game/cli.py, shared with the installed
`patience-arcade` command.
"""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
