"""A Babel extractor for the game's JSON data: words a player reads that live in a data
file rather than in code (``babel.cfg`` maps ``game/tutorial_lines.json`` to it).

The Python extractor sees only ``_("...")`` in code; a JSON file's words would escape the
catalog. Only the values of keys named in ``TEXT_KEYS`` are words (``"intro"``, ``"do"``,
``"why"`` …): everything else in such a file is data (seeds, moves, card codes, move
names) and is never translated. Each message comes with the line it is on, so the
catalog's references lead back to it, and a ``"note"`` beside it becomes the comment
for translators. The code that shows such a word passes it through ``_()``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, BinaryIO

TEXT_KEYS = frozenset({"intro", "outro", "do", "why", "text", "title"})

Message = tuple[int, str | None, str, list[str]]  # Babel's (line, function, message, comments)


def words(data: Any) -> Iterator[tuple[str, list[str]]]:
    """Every (word, translator comments) in ``data``, in the file's order."""
    if isinstance(data, dict):
        note = data.get("note")
        for key, value in data.items():
            if key in TEXT_KEYS and isinstance(value, str) and value.strip():
                yield value, [str(note)] if isinstance(note, str) else []
            elif isinstance(value, (dict, list)):
                yield from words(value)
    elif isinstance(data, list):
        for item in data:
            yield from words(item)


def extract_json_lines(
    fileobj: BinaryIO, keywords: Any, comment_tags: Any, options: dict
) -> Iterator[Message]:
    """Babel's extractor interface: the words of one JSON file, with their line numbers."""
    raw = fileobj.read().decode(options.get("encoding", "utf-8"))
    lines = raw.splitlines()
    start = 0  # the search for the next word's line goes on from the last one found
    for word, comments in words(json.loads(raw)):
        quoted = json.dumps(word, ensure_ascii=False)
        found = next((i for i in range(start, len(lines)) if quoted in lines[i]), None)
        if found is None:  # written with escapes: the line of its first words
            found = next((i for i, ln in enumerate(lines) if word[:20] in ln), start)
        start = found
        yield found + 1, None, word, comments
