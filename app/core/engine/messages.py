"""Messages for people, in Chinese and English (中文 / English).

The core never writes a sentence in one language.  It builds a ``Text``: a
``Template`` (a stable id with a Chinese and an English form) and the
arguments to fill in; whoever shows the text picks the language.  An
argument may itself be a ``Text`` or a ``Joined`` list, rendered in the same
language.  ``str(text)`` is the English, for library callers and logs.

>>> SEAT_HAND = Template("example.hand", zh="{seat}的牌", en="{seat}'s hand")
>>> SOUTH = Template("example.south", zh="南家", en="south")
>>> text = SEAT_HAND(seat=SOUTH())
>>> text.render(ZH), str(text)
('南家的牌', "south's hand")
>>> Joined(("6m", "9m"), sep=Sep.LIST).render(ZH), Joined(("6m", "9m"), sep=Sep.LIST).render(EN)
('6m、9m', '6m, 9m')

Templates made with ``template()`` are registered in ``TEMPLATES`` so that a
test can walk every message the service can say.
"""
from __future__ import annotations

import string
from dataclasses import dataclass
from enum import Enum, StrEnum
from functools import cached_property
from typing import Any


class Lang(StrEnum):
    """The two languages every message exists in."""

    ZH = "zh"
    EN = "en"


ZH, EN = Lang.ZH, Lang.EN


@dataclass(frozen=True)
class Template:
    """A message's two forms, with ``str.format`` fields: ``{seat}的牌`` / ``{seat}'s hand``."""

    id: str
    zh: str
    en: str

    def __post_init__(self) -> None:
        if _fields(self.zh) != _fields(self.en):
            raise ValueError(f"{self.id}: the Chinese and English forms take different fields")

    @property
    def fields(self) -> set[str]:
        return _fields(self.en)

    def __call__(self, **args: Any) -> Text:
        return Text(self, tuple(args.items()))

    def form(self, lang: Lang) -> str:
        return self.zh if lang is ZH else self.en

    @cached_property
    def plain(self) -> tuple[str, str]:
        """Both forms with nothing filled in (``str.format()``), as a text without
        arguments shows them; made once: formatting parses the form each time."""
        return self.zh.format(), self.en.format()


def _fields(form: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(form) if name is not None}


TEMPLATES: dict[str, Template] = {}


def template(id: str, *, zh: str, en: str) -> Template:
    """Define a message; ``id`` is stable and unique (``module.what``)."""
    if id in TEMPLATES:
        raise ValueError(f"message id {id!r} is defined twice")
    TEMPLATES[id] = made = Template(id, zh, en)
    return made


@dataclass(frozen=True)
class Text:
    """A message: a template and its arguments, not yet in either language."""

    template: Template
    args: tuple[tuple[str, Any], ...] = ()

    @property
    def id(self) -> str:
        return self.template.id

    def render(self, lang: Lang) -> str:
        if not self.args:
            zh, en = self.template.plain
            return zh if lang is ZH else en
        form = self.template.zh if lang is ZH else self.template.en
        values = {}  # a loop, not a comprehension: in 3.11 that is a function made and called
        for name, value in self.args:
            values[name] = render(value, lang)
        return form.format_map(values)

    def __str__(self) -> str:
        return self.render(EN)


class Sep(Enum):
    """How a list is joined in each language: (Chinese, English)."""

    LIST = ("、", ", ")
    SPACE = (" ", " ")
    BAR = (" | ", " | ")
    LINE = ("\n", "\n")


@dataclass(frozen=True)
class Joined:
    """Parts (texts or plain strings) joined by a separator of each language."""

    parts: tuple[Any, ...]
    sep: Sep = Sep.LIST

    def render(self, lang: Lang) -> str:
        zh, en = self.sep._value_  # the member's own field: ``.value`` is a slow property in 3.11
        texts = []  # a loop, not a comprehension: in 3.11 that is a function made and called
        for part in self.parts:
            texts.append(render(part, lang))
        return (zh if lang is ZH else en).join(texts)

    def __str__(self) -> str:
        return self.render(EN)


@dataclass(frozen=True)
class Both:
    """A term given in both languages at once: ``Both("六万", "6m")``."""

    zh: str
    en: str

    def render(self, lang: Lang) -> str:
        return self.zh if lang is ZH else self.en

    def __str__(self) -> str:
        return self.en


Message = Text | Joined | Both  # what a person reads, in either language


def rendered(text: Text) -> Both:
    """``text`` in both languages, formatted once: for a text kept and shown
    again and again (a ``Text`` is formatted anew at each showing)."""
    return Both(text.render(ZH), text.render(EN))


def render(value: Any, lang: Lang) -> str:
    """A text, a list, a term or a plain value (a tile code, a number) in ``lang``."""
    if type(value) is str:
        return value
    if isinstance(value, (Text, Joined, Both)):
        return value.render(lang)
    return str(value)
