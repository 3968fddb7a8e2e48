"""What a game says aloud over a short scripted deal: the table opened (over the menu, as
a player opens it), the keys pressed in order, and the first ``n`` utterances heard
(each marked when kept), as the issue's note quotes them.

    python -m tests.utterance_log <game> <deal> [key ...] [--first N] [--lang ru]

e.g. ``python -m tests.utterance_log monte_carlo 7 right enter down enter f3 f4``. The
voice is the recording one (nothing is heard on the speakers); see tests/listening.py.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence

FIRST = 20


def utterance_log(
    game: str, seed: int | None, keys: Sequence[str], n: int = FIRST, **scene
) -> list[str]:
    """The first ``n`` utterances of ``game``'s deal ``seed`` played by ``keys``: each as
    said, a kept one marked "(kept)"."""
    from tests.listening import Listening

    run = Listening(game, seed, scene)
    try:
        for name in keys:
            if len(run.listener.heard) >= n:
                break
            run.press(name)
        return [f"{h.text} (kept)" if h.keep else h.text for h in run.listener.heard[:n]]
    finally:
        run.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("deal", type=int)
    parser.add_argument("keys", nargs="*")
    parser.add_argument("--first", type=int, default=FIRST)
    parser.add_argument("--lang", default="en")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["LANGUAGE"] = args.lang
    os.environ.setdefault("PATIENCE_ARCADE_DATA", tempfile.mkdtemp(prefix="utterances-"))
    if args.lang != "en":
        from tests.ru_catalog import compiled

        compiled(args.lang)
    for i, line in enumerate(utterance_log(args.game, args.deal, args.keys, args.first), 1):
        print(f"{i:3}. {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
