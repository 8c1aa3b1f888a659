# dumps of namedtuples (arrays), OrderedDict/Counter/defaultdict (objects), IntEnum (numbers), str/list subclasses.
import json
from collections import namedtuple, OrderedDict, Counter, defaultdict
from enum import IntEnum
P = namedtuple("P", "a b")
class Lvl(IntEnum):
    LOW = 1
class S(str):
    pass
print(json.dumps(P(1, 2)), json.dumps(OrderedDict(b=1, a=2)), json.dumps(Counter("aab")), json.dumps(defaultdict(int, x=1)))
print(json.dumps({"lvl": Lvl.LOW, Lvl.LOW: 2}), json.dumps(S("x")), json.dumps([P(3, [4])], indent=1))

# expect: [1, 2] {"b": 1, "a": 2} {"a": 2, "b": 1} {"x": 1}
# expect: {"lvl": 1, "1": 2} "x" [
# expect:  [
# expect:   3,
# expect:   [
# expect:    4
# expect:   ]
# expect:  ]
# expect: ]
