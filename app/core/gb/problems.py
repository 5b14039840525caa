"""国标's problem codes (besides the engine's) and the messages that refuse
what a 国标 table cannot hold, each naming its G rule."""
from __future__ import annotations

from ..engine.messages import template

# Problem codes: stable strings clients may switch on.
NOT_IN_GB = "not_in_gb"
BELOW_MINIMUM = "below_minimum_fan"
NOT_A_GB_FAN = "not_a_gb_fan"
LAST_OF_KIND = "last_of_kind_contradicted"
SITTING_LENGTH = "sitting_length"

CODES = (NOT_IN_GB, BELOW_MINIMUM, NOT_A_GB_FAN, LAST_OF_KIND, SITTING_LENGTH)

REFUSED_FIELD = template("gb.refused_field", zh="国标麻将没有 '{field}'：{why}（{rule}）",
                         en="Chinese Official has no '{field}': {why} ({rule})")
WHY_WILD = template("gb.why_wild", zh="没有百搭、得或癞子", en="there is no wild tile, 得 or 癞子")
WHY_STAKES = template("gb.why_stakes", zh="每手按 8 + 番结算，没有弹或扔弹",
                      en="each hand pays 8 + fans; there is no 弹 or 扔弹")
WHY_STREAK = template("gb.why_streak", zh="每手都轮庄，不设连庄", en="the deal passes every hand: no dealer streak")
WHY_FLIPPED = template("gb.why_flipped", zh="没有翻牌；花牌写在 '{field}' 里",
                       en="there are no flipped tiles; flowers go in '{field}'")
WHY_ONE_PAYS = template("gb.why_one_pays", zh="点和时放和者付 8 + 番，另两家各付 8，没有一家包付",
                        en="on a discard the discarder pays 8 + fans and the others 8 each: nobody pays for all")
BLESSING = template("gb.blessing", zh="{name}不是国标麻将的番种（{rule}）",
                    en="{name} is not a Chinese Official fan ({rule})")
BELOW_EIGHT = template("gb.below_eight",
                       zh="不计花牌只有 {fan} 番，起和要 8 番，还差 {missing} 番（{rule}）：{fans}",
                       en="{fan} fans without flowers; a win needs 8, {missing} short ({rule}): {fans}")
NO_FANS = template("gb.no_fans", zh="没有番", en="no fans")
FAN_COUNT = template("gb.fan_count", zh="{name} {fan}", en="{name} {fan}")
LAST_OF_KIND_HELD = template("gb.last_of_kind_held",
                             zh="和绝张是和桌面已亮明三张的牌；和牌者手里还有一张 {tile}（{rule}）",
                             en="和绝张 is a win on a kind whose other three are in sight; the winner holds "
                             "another {tile} ({rule})")
LAST_OF_KIND_SEEN = template("gb.last_of_kind_seen",
                             zh="{tile} 的另外三张都已亮明（副露或牌河），这一张就是绝张（{rule}）",
                             en="the other three {tile} are in sight (melds or rivers): this is the last of "
                             "its kind ({rule})")
TOO_MANY_HANDS = template("gb.too_many_hands", zh="一场最多 16 手，这里有 {count} 手（{rule}）",
                          en="a sitting has at most 16 hands, not {count} ({rule})")
TOO_MANY_HANDS_FROM = template("gb.too_many_hands_from",
                               zh="一场最多 16 手：从第 {first} 手起还有 {room} 手，这里有 {count} 手（{rule}）",
                               en="a sitting has at most 16 hands: from hand {first} on, {room} at most, not {count} "
                                  "({rule})")
HAND_NUMBER = template("gb.hand_number", zh="一场的手数是 1–16，不是 {hand}（{rule}）",
                       en="a sitting's hands are numbered 1–16, not {hand} ({rule})")
ROBBING_NOT_LONE = template("gb.robbing_not_lone",
                            zh="抢杠和抢的是别人加杠的牌：和牌者的手牌和副露里不会再有 {tile}（{rule}）",
                            en="a robbed kong's tile cannot also be in the winner's hand or melds: {tile} ({rule})")
NOT_FLOWER = template("gb.not_flower", zh="这里只写花牌（{codes} 或 春夏秋冬梅兰竹菊）（{rule}）",
                      en="only flowers go here ({codes} or 春夏秋冬梅兰竹菊) ({rule})")
FLOWER_HELD = template("gb.flower_held",
                       zh="第 {pos} 个字符：{tile} 是花牌：摸到就放在一边补牌，写在 '{field}' 里（{rule}）",
                       en="position {pos}: {tile} is a flower: laid aside when drawn and replaced; "
                       "list it in '{field}' ({rule})")
