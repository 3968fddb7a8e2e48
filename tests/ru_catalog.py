"""The Russian catalog compiled for tests that switch to Russian: ``.mo`` files are not
kept in the repository, so a fresh clone's tests build it (as ``dev.py i18n`` does)
when it is missing or older than its ``.po``; written aside and moved into place, so a
test worker reading it meanwhile never sees half a file."""

import os
import tempfile

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from game import i18n


def compiled(language: str = "ru") -> None:
    folder = i18n.LOCALE_DIR / language / "LC_MESSAGES"
    po, mo = folder / f"{i18n.DOMAIN}.po", folder / f"{i18n.DOMAIN}.mo"
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        return
    with po.open("rb") as source:
        catalog = read_po(source, locale=language)
    fd, aside = tempfile.mkstemp(dir=folder, suffix=".mo")
    with os.fdopen(fd, "wb") as target:
        write_mo(target, catalog)
    os.replace(aside, mo)
