# `as` inside sub-patterns: in a sequence item, a class keyword, a mapping value.
class P:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
def cmd(command):
    match command.split():
        case ["go", ("north" | "south") as direction]:
            return f"going {direction}"
        case [("n" | "s") as d]:
            return f"short {d}"
        case [_, (int() | str()) as x, *_]:
            return f"second {x}"
        case _:
            return "?"
print([cmd(c) for c in ["go north", "go up", "n", "x"]])
match P(1, (2, 3)):
    case P(x=1 as one, y=(2, _) as yy):
        print(one, yy)
match {"k": [1, 2]}:
    case {"k": [1, _] as lst}:
        print(lst)
# expect: ['going north', 'second up', 'short n', '?']
# expect: 1 (2, 3)
# expect: [1, 2]
