"""Run with the code of 484906d, from a checkout of it (`git worktree add /tmp/old 484906d`,
then in /tmp/old: `python <this file> <out folder>`): a data folder and a manifest of
what it holds, for tests/test_saved_by_1_0.py. Not a test: the suite only reads what it
wrote."""

import json
import random
import shutil
import sys
from pathlib import Path

sys.path.insert(0, ".")

from game import catalog  # noqa: E402
from game.ai import bot_for  # noqa: E402
from game.session import MATCH, RUN, ArcadeRun, MatchSession, Session  # noqa: E402
from game.session.codes import encode, from_line  # noqa: E402
from game.store.data import open_data  # noqa: E402


def main(out: Path) -> None:
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    data = open_data(out / "data", report=print)
    manifest: dict = {"saved": {}, "results": {}, "codes": {}}
    for i, name in enumerate(catalog.names()):
        bot = bot_for(name, seed=1)
        # the finished deal first: a deal that ends clears its game's saved deal
        f = Session(name, data.ledger, seed=2000 + i)
        n = 0
        while f.playing and n < 400:
            f.play(bot.choose(f.game))
            n += 1
        if f.playing:
            f.give_up()
        manifest["results"][name] = {"id": f.result_id, "state": f.game.to_dict()}
        s = Session(name, data.ledger, seed=1000 + i, hard=bool(i % 2))
        for _ in range(6):
            if not s.playing:
                break
            s.play(bot.choose(s.game))
        data.saves.save(name, s.to_dict())
        manifest["saved"][name] = s.game.to_dict()
        code = encode(from_line(s.to_dict()))
        manifest["codes"][name] = {"code": code, "state": s.game.to_dict()}
    m = MatchSession(data.ledger, [("Ann", False), ("Bot", True)], seed=7)
    rng = random.Random(3)
    for _ in range(5):
        moves = m.match.legal_moves()
        if not moves:
            break
        m.play(rng.choice(moves))
    data.saves.save(MATCH, m.to_dict())
    manifest["match"] = m.to_dict()
    r = ArcadeRun(data.ledger, hard=False)
    d = r.start_deal()
    bot = bot_for(d.name, seed=2)
    for _ in range(3):
        d.play(bot.choose(d.game))
    data.saves.save(RUN, r.to_dict())
    manifest["run"] = {"game": d.name, "state": d.game.to_dict()}
    data.ledger.flush()
    data.close()
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
