"""Every word a player sees, in the player's language (gettext).

Code says ``_("New deal")``, ``ngettext("{n} move", "{n} moves", n)`` or
``pgettext("card rank", "Jack")`` where a word is shown, so the words are looked
up when the frame is drawn: a change of language in Settings is in force on the
next frame, without a restart. A word written in a module-level table is marked
with ``N_`` (found by the extractor, left as English) and passed through ``_``
where it is shown.

The catalogs are ``game/locale/<lang>/LC_MESSAGES/patience_arcade.po`` (the
sources, kept in the repository) compiled to ``.mo`` by ``python3 dev.py i18n``
(also by ``dev.py``'s setup, the wheel's build hook and the standalone build).

This module is the bottom layer: the rules' refusal reasons and the AI's hints
are translated too, so it imports nothing of the game and nothing drawn.

``qps`` is a pseudo-language for tests: every message, translated to English,
wrapped in markers and lengthened by a third, so a word that escaped the
catalog, or a box too small for a longer language, shows on screen.
"""

from __future__ import annotations

import gettext as _gettext
import os
import string
import sys
from collections.abc import Callable
from pathlib import Path

DOMAIN = "patience_arcade"
LOCALE_DIR = Path(__file__).resolve().with_name("locale")
# what Settings offers, each language named in itself; "system" follows the locale
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский"}
CHOICES = ("system", *LANGUAGES)
PSEUDO = "qps"
OPEN, CLOSE = "‹", "›"  # the pseudo-language's markers: the game's font has them (not ⟦ ⟧)

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"
_listeners: list[Callable[[str], None]] = []


def _(message: str) -> str:
    """``message`` in the language in force."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted phrase for ``n`` (Russian has three: 1 ход, 2 хода, 5 ходов)."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` where one English word needs two translations (``context`` tells which)."""
    return _translation.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """``ngettext`` with a context."""
    return _translation.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Mark a word for the catalog where it is written, translated where it is shown."""
    return message


def NP_(context: str, message: str) -> str:
    """``N_`` with a context: marked where written (a game's names for its own key
    actions), shown through ``pgettext(context, message)``."""
    return message


def system_language(environ: dict[str, str] | None = None) -> str:
    """The language the system's locale asks for, among ours (English otherwise).

    Read from the variables gettext reads (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), and
    on Windows and macOS from the locale module, which reads the platform's setting."""
    env = os.environ if environ is None else environ
    names: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(var):
            names.extend(env[var].split(":"))
            break
    if not names and environ is None and sys.platform in ("win32", "darwin"):
        import locale

        found = locale.getlocale()[0]
        names = [found] if found else []
    for name in names:
        code = name.split(".")[0].split("_")[0].split("-")[0].lower()
        if code in LANGUAGES:
            return code
        if code in ("c", "posix", ""):
            continue
    return "en"


class _Pseudo(_gettext.NullTranslations):
    """Every message marked and a third longer, placeholders kept whole."""

    @staticmethod
    def _wrap(text: str) -> str:
        if not text:
            return text
        pad = "~" * max(1, round(len(text) / 3))
        return f"{OPEN}{text}{pad}{CLOSE}"

    def gettext(self, message: str) -> str:
        return self._wrap(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self._wrap(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self._wrap(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self._wrap(msgid1 if n == 1 else msgid2)


def _load(language: str) -> _gettext.NullTranslations:
    """``language``'s catalog; English, with one line on stderr, when its ``.mo`` is
    missing or damaged: a bad catalog costs the words, never the start-up."""
    if language == PSEUDO:
        return _Pseudo()
    if language == "en":
        return _gettext.NullTranslations()
    try:
        loaded = _gettext.translation(DOMAIN, LOCALE_DIR, [language])
    except FileNotFoundError:
        print(
            f"patience-arcade: no compiled catalog for {language!r} in {LOCALE_DIR} "
            "(python3 dev.py i18n builds it); English is used",
            file=sys.stderr,
        )
        return _gettext.NullTranslations()
    except Exception as exc:  # gettext raises whatever the bytes lead it to
        return _damaged(language, f"{type(exc).__name__}: {exc}".splitlines()[0])
    why = _unusable(loaded)
    return _damaged(language, why) if why else loaded


def _damaged(language: str, why: str) -> _gettext.NullTranslations:
    """English, and one line saying so, for a catalog that cannot be read or trusted: the
    game starts in English rather than not at all (the line is English: the catalog that
    would translate it is the one at fault)."""
    print(
        f"patience-arcade: the {language!r} catalog in {LOCALE_DIR} cannot be used "
        f"({why[:120]}); "
        "English is used (python3 dev.py i18n builds it again)",
        file=sys.stderr,
    )
    return _gettext.NullTranslations()


def _fields(text: str) -> set[str]:
    """The names a message's ``{placeholders}`` give ``str.format`` (ValueError for
    braces ``format`` cannot read)."""
    return {
        name.split(".")[0].split("[")[0]
        for _text, name, _spec, _conv in string.Formatter().parse(text)
        if name is not None
    }


def _unusable(catalog: _gettext.NullTranslations) -> str | None:
    """Why a catalog that parsed would still fail where a word is shown, or None: a
    plural rule that raises or gives no form, a translation whose placeholders are not
    its message's (``.format`` would raise on the frame that draws it). A damaged
    ``.mo`` that keeps its header parses: these are where its damage shows."""
    plural = getattr(catalog, "plural", None)
    try:
        if plural is not None and not all(isinstance(plural(n), int) for n in range(200)):
            return "its plural rule gives no form"
    except Exception as exc:  # a damaged rule raises what its arithmetic does
        return f"its plural rule fails: {type(exc).__name__}"
    for key, text in getattr(catalog, "_catalog", {}).items():
        message = key[0] if isinstance(key, tuple) else key
        if not isinstance(message, str) or not message:
            continue  # the header
        try:
            english = _fields(message)
        except ValueError:
            continue  # a message with braces of its own is never formatted
        try:
            if _fields(text) <= english:
                continue
        except ValueError:
            pass
        return f"the translation of {message[:40]!r} does not keep its placeholders"
    return None


def use(choice: str) -> str:
    """Put ``choice`` (a language, ``"system"`` or the pseudo-language) in force and
    tell whoever listens; returns the language now in force."""
    global _translation, _language
    language = system_language() if choice == "system" else choice
    if language not in LANGUAGES and language != PSEUDO:
        raise ValueError(f"no language {choice!r}: choose from {', '.join(CHOICES)}")
    if language != _language or choice == PSEUDO:
        _translation = _load(language)
        _language = language
        for listener in list(_listeners):
            listener(language)
    return language


def language() -> str:
    """The language in force (``"en"``, ``"ru"``, or ``"qps"`` in tests)."""
    return _language


def on_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(language)`` whenever the language changes (caches of laid-out text)."""
    _listeners.append(listener)


def number(n: int) -> str:
    """A whole number as the language writes it: 48,215 in English, 48 215 in Russian
    (a space between thousands; four figures stay together, as Russian typesetting
    does). A plain space: the game's font has no glyph for the no-break one."""
    if _language == "ru":
        return f"{n:,}".replace(",", " ") if abs(n) >= 10000 else str(n)
    return f"{n:,}"
