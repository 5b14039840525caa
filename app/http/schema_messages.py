"""marshmallow's error messages in Chinese and English.

marshmallow says what is wrong in English (``Not a valid integer.``); each
message it can give here is matched to a bilingual template, its numbers and
choices kept.  A validator with an error of its own gives a template with no
fields and passes its English as ``error=``: any such registered template is
recognised by that English.

>>> from app.core.engine.messages import ZH
>>> schema_text("Must be greater than or equal to 0 and less than or equal to 4.").render(ZH)
'须大于或等于 0 且小于或等于 4'
"""
from __future__ import annotations

import re
from typing import cast

from marshmallow import Schema, fields, validate

from app.core.engine.messages import TEMPLATES, Both, Template, Text, template

_FIELD = fields.Field.default_error_messages
# marshmallow types its default messages ``str | list | dict``: these are all strings.
_KNOWN = cast(list[tuple[str, Template]], [
    (_FIELD["required"], template("schema.required", zh="缺少这个必填字段", en="Missing data for required field.")),
    (_FIELD["null"], template("schema.null", zh="不能为 null", en="Field may not be null.")),
    (_FIELD["validator_failed"], template("schema.invalid_value", zh="值不对", en="Invalid value.")),
    (Schema._default_error_messages["unknown"], template("schema.unknown", zh="没有这个字段", en="Unknown field.")),
    (Schema._default_error_messages["type"],
     template("schema.input_type", zh="应为 JSON 对象", en="Invalid input type.")),
    (fields.Nested.default_error_messages["type"], template("schema.type", zh="类型不对", en="Invalid type.")),
    (fields.String.default_error_messages["invalid"],
     template("schema.string", zh="应为字符串", en="Not a valid string.")),
    (fields.String.default_error_messages["invalid_utf8"],
     template("schema.utf8", zh="不是有效的 UTF-8 字符串", en="Not a valid utf-8 string.")),
    (fields.Integer.default_error_messages["invalid"],
     template("schema.integer", zh="应为整数", en="Not a valid integer.")),
    (fields.Number.default_error_messages["too_large"],
     template("schema.too_large", zh="数字太大", en="Number too large.")),
    (fields.Boolean.default_error_messages["invalid"],
     template("schema.boolean", zh="应为 true 或 false", en="Not a valid boolean.")),
    (fields.List.default_error_messages["invalid"], template("schema.list", zh="应为数组", en="Not a valid list.")),
    (validate.Length.message_min, template("schema.length_min", zh="长度至少为 {min}",
                                           en="Shorter than minimum length {min}.")),
    (validate.Length.message_max, template("schema.length_max", zh="长度最多为 {max}",
                                           en="Longer than maximum length {max}.")),
    (validate.Length.message_all, template("schema.length_range", zh="长度须在 {min} 到 {max} 之间",
                                           en="Length must be between {min} and {max}.")),
    (validate.Length.message_equal, template("schema.length_equal", zh="长度须为 {equal}",
                                             en="Length must be {equal}.")),
    (validate.OneOf.default_message, template("schema.one_of", zh="须为以下之一：{choices}",
                                              en="Must be one of: {choices}.")),
    (validate.Regexp.default_message, template("schema.pattern", zh="格式不对",
                                               en="String does not match expected pattern.")),
])
_OPS = {validate.Range.message_gte: "大于或等于", validate.Range.message_gt: "大于",
        validate.Range.message_lte: "小于或等于", validate.Range.message_lt: "小于"}
_RANGE_ALL = template("schema.range", zh="须{min_op} {min} 且{max_op} {max}",
                      en="Must be {min_op} {min} and {max_op} {max}.")
_RANGE_MIN = template("schema.range_min", zh="须{min_op} {min}", en="Must be {min_op} {min}.")
_RANGE_MAX = template("schema.range_max", zh="须{max_op} {max}", en="Must be {max_op} {max}.")
UNKNOWN = template("schema.other", zh="不符合要求：{message}", en="{message}")


def _pattern(english: str) -> re.Pattern[str]:
    """``'Longer than maximum length {max}.'`` → a regex with a group per field."""
    parts = re.split(r"\{(\w+)\}", english)
    return re.compile("".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)" for i, p in enumerate(parts)))


# A message's regex, its template, and the comparison words it carries (Chinese, English) by field.
_Matcher = tuple[re.Pattern[str], Template, dict[str, tuple[str, str]]]


def _range_patterns() -> list[_Matcher]:
    """Range's messages carry their comparison words; each combination is matched with its own."""
    out: list[_Matcher] = []
    for en_min, zh_min in list(_OPS.items())[:2]:
        for en_max, zh_max in list(_OPS.items())[2:]:
            english = validate.Range.message_all.format(min_op=en_min, max_op=en_max)
            out.append((_pattern(english), _RANGE_ALL, {"min_op": (zh_min, en_min), "max_op": (zh_max, en_max)}))
        out.append((_pattern(validate.Range.message_min.format(min_op=en_min)), _RANGE_MIN,
                    {"min_op": (zh_min, en_min)}))
    for en_max, zh_max in list(_OPS.items())[2:]:
        out.append((_pattern(validate.Range.message_max.format(max_op=en_max)), _RANGE_MAX,
                    {"max_op": (zh_max, en_max)}))
    return out


_PATTERNS: list[_Matcher] = [(_pattern(english), made, {}) for english, made in _KNOWN] + _range_patterns()


def schema_text(message: str) -> Text:
    """marshmallow's English message as a bilingual text."""
    for pattern, made, terms in _PATTERNS:
        if found := pattern.fullmatch(message):
            args = found.groupdict() | {name: Both(*words) for name, words in terms.items()}
            if "choices" in args:  # values to send as they are, quoted in Chinese text
                args["choices"] = Both("、".join(f"'{c}'" for c in args["choices"].split(", ")), args["choices"])
            return made(**args)
    own = next((t for t in TEMPLATES.values() if not t.fields and t.en == message), None)
    return own() if own else UNKNOWN(message=message)
