# Literal, value (dotted name) and None patterns, or-patterns with `as`, tuple subjects.
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
def f(v):
    match v:
        case None:
            return "none"
        case True:
            return "true"
        case Color.RED:
            return "red"
        case 0 | 1 | 2 as small:
            return f"small {small}"
        case "a" | "b":
            return "letter"
        case -1:
            return "minus one"
        case _:
            return "other"
print([f(v) for v in [None, True, Color.RED, Color.GREEN, 1, "b", -1, 3.5]])
a, b = 1, "x"
match a, b:
    case (1, "y"):
        print("no")
    case (1, second):
        print("second is", second)

# expect: ['none', 'true', 'red', 'other', 'small 1', 'letter', 'minus one', 'other']
# expect: second is x
