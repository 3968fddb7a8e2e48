"""The catalogs are complete and current: the template is what extraction gives now, the
Russian catalog holds every message translated (none fuzzy, none obsolete), keeps each
message's placeholders, uses the glossary's terms, and its .mo is compiled from it."""

from __future__ import annotations

import gettext
import json
import re
import shutil
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game import i18n
from tools import catalogs

PO = catalogs.LOCALE / "ru" / "LC_MESSAGES" / f"{catalogs.DOMAIN}.po"
GLOSSARY = catalogs.LOCALE / "glossary.ru.json"


def read(path):
    with path.open("rb") as f:
        return read_po(f)


def texts(m) -> list[str]:
    """A message's translations: one, or one per plural form."""
    return list(m.string) if m.pluralizable else [m.string]


def ids(catalog) -> set[tuple]:
    return {(m.id if isinstance(m.id, str) else tuple(m.id), m.context) for m in catalog if m.id}


# Extracting the messages from the code takes most of a second, and reading the Russian
# catalog a tenth: each is done once for the module and shared (no test changes them).
@pytest.fixture(scope="module")
def fresh_pot(tmp_path_factory) -> Path:
    """The template as extraction gives it now."""
    return catalogs.extracted(tmp_path_factory.mktemp("extracted") / "fresh.pot")


@pytest.fixture(scope="module")
def po():
    """The Russian catalog as read from its .po."""
    return read(PO)


def test_the_template_is_what_extraction_gives_now(fresh_pot):
    fresh = read(fresh_pot)
    kept = read(catalogs.POT)
    missing, stale = ids(fresh) - ids(kept), ids(kept) - ids(fresh)
    assert not missing and not stale, "python3 dev.py i18n"
    comments = {m.id: m.auto_comments for m in fresh if m.id}
    assert comments == {m.id: m.auto_comments for m in kept if m.id}, "python3 dev.py i18n"


def test_extraction_finds_a_marked_message(fresh_pot):
    """The check above could pass on two empty templates: the code has marked messages,
    ngettext's and pgettext's among them."""
    fresh = read(fresh_pot)
    assert len(ids(fresh)) > 40
    assert any(m.pluralizable for m in fresh)
    assert ("Patience Arcade", None) in ids(fresh)


def test_the_russian_catalog_has_every_message_translated_none_fuzzy_or_obsolete(po):
    pot = read(catalogs.POT)
    assert ids(po) == ids(pot), "python3 dev.py i18n update"
    untranslated = [m.id for m in po if m.id and not all(texts(m))]
    fuzzy = [m.id for m in po if m.id and m.fuzzy]
    assert not untranslated, untranslated[:10]
    assert not fuzzy, fuzzy[:10]
    assert not po.obsolete


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_every_translation_keeps_the_messages_placeholders(po):
    wrong = []
    for m in po:
        if not m.id:
            continue
        english = m.id if isinstance(m.id, str) else m.id[1]  # the plural names them all
        for text in texts(m):
            if fields(text) != fields(english):
                wrong.append((english, text))
    assert not wrong


def test_the_placeholder_check_can_fail():
    assert fields("Deal #{number}") != fields("Расклад №{numbr}")
    assert fields("{n} ход") == fields("{n} moves") == {"n"}


def test_the_check_says_what_is_out_of_date_and_writes_nothing(
    tmp_path, monkeypatch, capsys, fresh_pot
):
    """(Each run of the check extracts the messages: here it is given the module's one
    extraction, the same template, to compare and write.)"""
    from babel.messages.pofile import write_po

    kept = read(catalogs.POT)
    kept.delete(next(m.id for m in kept if m.id and not m.pluralizable))
    stale = tmp_path / "stale.pot"
    with stale.open("wb") as f:
        write_po(f, kept)
    before = stale.read_bytes()
    monkeypatch.setattr(catalogs, "POT", stale)
    monkeypatch.setattr(catalogs, "po_files", lambda locale=None: [])
    monkeypatch.setattr(catalogs, "extracted", lambda into: Path(shutil.copy(fresh_pot, into)))
    assert catalogs.main(["extract", "--check"]) == 1
    assert stale.read_bytes() == before
    assert f"out of date: {stale}: not what extraction gives now" in capsys.readouterr().out
    assert catalogs.main(["extract"]) == 0  # written now, and then current
    assert catalogs.main(["extract", "--check"]) == 0


def test_setup_compiles_a_po_newer_than_its_mo(tmp_path):
    """What dev.py's setup asks before every command (with the plain Python it starts
    from, so without Babel), and what compiling then writes."""
    import os

    folder = tmp_path / "locale" / "ru" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / PO.name
    po.write_bytes(PO.read_bytes())
    assert catalogs.stale_mo(tmp_path / "locale") == [po]  # no .mo yet
    assert catalogs.compile_all(tmp_path / "locale") == [catalogs.mo_for(po)]
    assert catalogs.stale_mo(tmp_path / "locale") == []
    earlier = po.stat().st_mtime - 5
    os.utime(catalogs.mo_for(po), (earlier, earlier))  # the .po edited since
    assert catalogs.stale_mo(tmp_path / "locale") == [po]
    assert catalogs.compile_all(tmp_path / "locale") == []  # same messages: only touched
    assert catalogs.stale_mo(tmp_path / "locale") == []


def test_the_mo_is_compiled_from_the_po():
    mo = catalogs.mo_for(PO)
    assert mo.is_file() and mo.read_bytes() == catalogs.compiled(PO), "python3 dev.py i18n"


# --- plural forms ----------------------------------------------------------------------
# which of Russian's three forms each count takes: 1 ход, 2 хода, 5 ходов, 21 ход, 11 ходов
FORMS = {1: 0, 2: 1, 5: 2, 21: 0, 22: 1, 25: 2, 11: 2, 12: 2, 14: 2, 111: 2, 0: 2, 101: 0}


def russian() -> gettext.GNUTranslations:
    return gettext.translation(catalogs.DOMAIN, catalogs.LOCALE, ["ru"])


def test_russian_has_three_plural_forms_and_picks_them_by_the_count(po):
    assert po.num_plurals == 3
    chosen = {n: russian().plural(n) for n in FORMS}
    assert chosen == FORMS


def test_every_counted_message_takes_the_right_form_for_each_count(po):
    counted = [m for m in po if m.pluralizable and m.id]
    assert counted
    t = russian()
    for m in counted:
        for n, form in FORMS.items():
            got = t.npgettext(m.context, *m.id, n) if m.context else t.ngettext(*m.id, n)
            assert got == m.string[form], (m.id, n)


def test_moves_are_counted_as_a_russian_player_counts_them(po):
    """1 ход, 2 хода, 5 ходов, 21 ход, 22 хода, 25 ходов, 11 ходов ... through the
    game's own ngettext, with a real message of the catalog."""
    move = next(m for m in po if m.pluralizable and "{n} move " in m.id[0] + " ")
    words = {1: "ход", 2: "хода", 5: "ходов", 21: "ход", 22: "хода", 25: "ходов"}
    words |= {11: "ходов", 12: "ходов", 14: "ходов", 111: "ходов"}
    i18n.use("ru")
    try:
        for n, word in words.items():
            said = i18n.ngettext(*move.id, n).format(n=n, words="", time="", measure="")
            assert re.search(rf"(?<!\d){n} {word}(?!\w)", said), (n, said)
    finally:
        i18n.use("en")
    said = i18n.ngettext(*move.id, 1).format(n=1, words="", time="", measure="")
    assert "1 move" in said and "1 moves" not in said


# --- the glossary ----------------------------------------------------------------------
def glossary_terms() -> list[dict]:
    return json.loads(GLOSSARY.read_text(encoding="utf-8"))["terms"]


def uses_term(english: str, term: str) -> bool:
    """``term`` in ``english`` as a whole word, in either case (Trap or trap, not
    trapped; Pot 120 holds the term pot)."""
    pattern = rf"(?<![\w-]){re.escape(term)}(?![\w-])"
    return re.search(pattern, english, re.IGNORECASE) is not None


PLACEHOLDER = re.compile(r"\{\w*\}")  # "{hint}" names no term, in either language


def glossary_misses(messages, terms=None) -> list[tuple[str, str, str]]:
    """(term, English, Russian) for each translation (each plural form) that does not
    say a term its English uses as the glossary says it: the term as a whole word in
    either case, or where its ``en_match`` finds it (case as written, in each plural
    form); placeholders are neither language's words."""
    terms = glossary_terms() if terms is None else terms  # read once: asked tens of
    # thousands of times below
    # a term inside a name that is kept as written ("Matrix" in "Zoomer Matrix")
    kept_names = {
        term["en"]: [t["en"] for t in terms if t.get("keep") and term["en"] in t["en"]]
        for term in terms
    }
    misses = []
    for m in messages:
        if not m.id:
            continue
        english = " / ".join(m.id) if m.pluralizable else m.id
        for term in terms:
            kept = kept_names[term["en"]]
            bare = english if "en_match" in term else PLACEHOLDER.sub("", english)
            for name in kept:
                bare = re.sub(rf"\b{re.escape(name)}\b", "", bare)
            if "en_match" in term:
                if not any(re.search(term["en_match"], e) for e in bare.split(" / ")):
                    continue
            elif not uses_term(bare, term["en"]):
                continue
            for russian_text in texts(m):
                if not re.search(term["ru_match"], PLACEHOLDER.sub("", russian_text), re.I):
                    misses.append((term["en"], english, russian_text))
    return misses


def test_every_glossary_term_is_translated_as_the_glossary_says(po):
    assert not glossary_misses(po)


def test_the_glossary_check_can_fail():
    from babel.messages.catalog import Message

    wrong = Message("Win by Trap", "Победа ловушкой")
    right = Message("Win by Trap", "Победа «Капкан»")
    assert glossary_misses([wrong]) == [("Trap", "Win by Trap", "Победа ловушкой")]
    assert not glossary_misses([right])
    assert not uses_term("trapped", "Trap") and uses_term("the Trap spot", "Trap")
    assert uses_term("Pot 120", "pot") and not uses_term("potted", "pot")
    assert glossary_misses([Message("Pot {n}", "Банк {n}")]) == []
    assert glossary_misses([Message("Pot {n}", "Горшок {n}")]) != []
    plural = Message(("{n} Trap", "{n} Traps"), ("{n} капкан", "{n} капкана", "{n} ловушек"))
    assert glossary_misses([plural]) == [("Trap", "{n} Trap / {n} Traps", "{n} ловушек")]


# --- glyphs ----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def font_check():
    import pygame

    from tests.test_ui_words_fit import missing_glyphs

    pygame.font.init()
    return missing_glyphs


def catalog_characters(po) -> set[str]:
    chars: set[str] = set()
    for m in po:
        for text in texts(m):
            chars |= set(text or "")
        chars |= set("".join(m.id) if m.pluralizable else m.id)
    return chars - {"\n"}


def test_every_character_of_both_catalogs_has_a_glyph_in_the_game_font(font_check, po):
    chars = catalog_characters(po)
    assert "д" in chars  # a Russian catalog with Russian in it
    assert not font_check("".join(sorted(chars)))


def test_the_font_draws_the_russian_the_catalog_needs(font_check):
    """Cyrillic, ё, «ёлочки», the em dash and the pseudo-language's markers. (Not №: the
    game's font, pygame's FreeSans Bold, has no glyph for it; the test above fails on a
    catalog that uses it until the font has one.)"""
    needed = "абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ«»—"
    assert not font_check(needed + i18n.OPEN + i18n.CLOSE)
    assert font_check("№") == {"№"}
