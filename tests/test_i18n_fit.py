"""The UI tour in the pseudo-language and in Russian, at 800×600, 1280×720 and 1920×1080
(the quick suite: Russian at 800×600, the pseudo-language at 1280×720).

In ``qps`` every translated word is drawn marked ‹…› and a third longer: a visible text
with a word outside the markers escaped the catalog (allowed outside them: figures,
symbols, punctuation, single letters such as card indices and key letters, key names,
and the name SLOTKER). In both languages every text must fit its box: the checks of
tests/test_ui_words_fit.py, imported here, run on these tours too.
"""

from __future__ import annotations

import re

import pytest

from game import i18n
from game.engine import input as key_input
from game.engine import theme, ui
from game.engine.input import Chord
from tests.sampling import sampled
from tests.test_ui_words_fit import (  # noqa: F401  (collected again, on these tours)
    test_every_button_lies_inside_the_window_and_its_panel,
    test_every_text_drawn_has_a_rendered_line_of_at_least_14_px,
    test_every_text_drawn_has_its_glyphs_in_the_ui_font,
    test_every_text_lies_inside_the_window_and_its_panel,
    test_no_button_overlaps_another,
    test_no_text_runs_into_a_button_it_is_not_the_label_of,
    test_texts_in_one_panel_do_not_run_into_each_other,
)
from tests.ui_tour import Recorder, tour

SIZES = [(800, 600), (1280, 720), (1920, 1080)]
TOURS = [(language, size) for language in ("qps", "ru") for size in SIZES]
# The quick suite tours each language once: Russian at 800x600, where its long words
# overflow most; the pseudo-language (a third longer, every word marked: the escape check
# needs one tour, any size) at the default 1280x720, so the two cover two sizes.
QUICK_TOURS = {("ru", (800, 600)), ("qps", (1280, 720))}

# what may stand outside the markers: names, key names, card indices (single letters)
# key and pad button names are never translated: every word the input module's own
# tables show for a key (its Chord label) or a pad's button (the D-pad's are messages)
KEY_LABELS = {Chord(code, ctrl=True, shift=True).label for code in key_input._NAMES.values()}
PAD_NAMES = {name for button, name in key_input.PAD_LABELS.items() if not button.startswith("dpad")}
ALLOWED_WORDS = {w for label in KEY_LABELS | PAD_NAMES for w in re.findall(r"[^\W\d_]+", label)}
ALLOWED_WORDS |= {"SLOTKER", "Annabelle"}  # the game's name; the tour's player name
KEY_NAME = re.compile(r"F\d{1,2}|[A-Za-z]")  # F1, F11; one letter: a key or a card index
WORD = re.compile(r"[^\W\d_]+")
MARKED = re.compile(re.escape(i18n.OPEN) + r"[^" + i18n.OPEN + i18n.CLOSE + r"]*" + i18n.CLOSE)


@pytest.fixture(
    scope="module",
    params=sampled([pytest.param(t) for t in TOURS], QUICK_TOURS),
    ids=lambda t: f"{t[0]}-{t[1][0]}x{t[1][1]}",
)
def toured(request, tmp_path_factory):
    language, size = request.param
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("PATIENCE_ARCADE_DATA", str(tmp_path_factory.mktemp("tour")))
        recorder = Recorder(mp)
        try:
            for _frame in tour(recorder, size, language=language):
                pass
        finally:
            i18n.use("en")
            theme.use(theme.Theme())
            ui.use_theme()
    recorder.language = language
    return recorder


def unmarked(text: str) -> str:
    """What is left of ``text`` once every marked stretch is taken out (inner ones first:
    a translated phrase may hold translated words)."""
    while True:
        left = MARKED.sub(" ", text)
        if left == text:
            return left
        text = left


def escaped_words(text: str) -> list[str]:
    """The words of ``text`` outside the markers that the allowlist does not cover."""
    return [
        w
        for w in WORD.findall(unmarked(text))
        if w not in ALLOWED_WORDS and not KEY_NAME.fullmatch(w)
    ]


def test_the_escape_check_sees_a_word_outside_the_markers():
    assert escaped_words("‹Deal #12~~›") == []
    assert escaped_words("‹Hint~› [H]  ‹SLOTKER~› 3♠ 10 Esc F11") == []
    assert escaped_words("‹‹Zoomer~›, ‹hard~›~~›") == []
    assert escaped_words("Deal #12") == ["Deal"]
    assert escaped_words("‹Deal~› of the day") == ["of", "the", "day"]
    assert escaped_words("Расклад") == ["Расклад"]


def test_the_pseudo_language_marks_and_lengthens_every_message():
    i18n.use("qps")
    try:
        said = i18n._("nothing to undo")
        counted = i18n.ngettext("{n} move", "{n} moves", 3).format(n=3)
    finally:
        i18n.use("en")
    assert said.startswith(i18n.OPEN) and said.endswith(i18n.CLOSE)
    assert len(said) >= len("nothing to undo") * 4 // 3
    assert counted.startswith(i18n.OPEN + "3 moves")


def test_no_visible_text_escaped_the_catalog(toured):
    if toured.language != "qps":
        return  # Russian words cannot be told from escaped ones by markers; qps can
    seen: dict[str, str] = {}  # every text drawn (a cached background's too): where
    for frame in toured.frames:
        for t in frame.texts:
            seen.setdefault(t.text, frame.label)
    for text in toured.strings:
        seen.setdefault(text, "drawn outside a recorded frame")
    escaped: dict[str, tuple[str, str]] = {}  # one per shape: the figures made #
    for text, where in seen.items():
        if text.strip() and escaped_words(text):
            escaped.setdefault(re.sub(r"\d+", "#", text), (text, where))
    if escaped:
        print(f"\n{len(escaped)} texts (figures aside) drawn with words outside the catalog:")
        for shape in sorted(escaped)[:25]:
            text, where = escaped[shape]
            print(f"  {text[:70]!r}  ({where})")
    assert not escaped, f"{len(escaped)} texts escaped the catalog (the first listed above)"
