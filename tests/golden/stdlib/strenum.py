# enum.StrEnum (3.11): members are strs that print as their values, auto() gives the lowercased
# name, and a non-str value is refused.
from enum import StrEnum, auto
class Color(StrEnum):
    RED = auto()
    GREEN = auto()
    DARK_BLUE = "navy"
print(Color.RED, repr(Color.RED), f"{Color.GREEN:>8}|", Color("navy"), Color.DARK_BLUE.name, list(Color))
# expect: red <Color.RED: 'red'>    green| navy DARK_BLUE [<Color.RED: 'red'>, <Color.GREEN: 'green'>, <Color.DARK_BLUE: 'navy'>]
print(Color.RED == "red", Color.RED.upper(), Color.RED + "!", "red" in set(Color), isinstance(Color.RED, str), str(Color.RED))
# expect: True RED red! True True red
print(sorted(Color), {c: len(c) for c in Color}, Color["GREEN"].value, "%s" % Color.GREEN)
# expect: [<Color.GREEN: 'green'>, <Color.DARK_BLUE: 'navy'>, <Color.RED: 'red'>] {<Color.RED: 'red'>: 3, <Color.GREEN: 'green'>: 5, <Color.DARK_BLUE: 'navy'>: 4} green green
try:
    class Bad(StrEnum):
        ONE = 1
except TypeError as e:
    print(e)
# expect: 1 is not a string
