# Sequence patterns: fixed length, a starred name, nested, and str is not a sequence.
def parse(cmd):
    match cmd.split():
        case ["go", direction]:
            return f"going {direction}"
        case ["drop", *items] if items:
            return f"dropping {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case [first, *_, last]:
            return f"{first}..{last}"
        case []:
            return "empty"
        case _:
            return "unknown"
for c in ["go north", "drop a b", "drop", "exit", "", "a b c d"]:
    print(repr(c), parse(c))
match [1, [2, "in"], 9]:
    case [1, [2, inner], *rest]:
        print(inner, rest)
match "ab":
    case [a, b]:
        print("sequence")
    case str(s):
        print("a str is not a sequence pattern's subject:", s)

# expect: 'go north' going north
# expect: 'drop a b' dropping a, b
# expect: 'drop' unknown
# expect: 'exit' bye
# expect: '' empty
# expect: 'a b c d' a..d
# expect: in [9]
# expect: a str is not a sequence pattern's subject: ab
