# A class pattern with more positional sub-patterns than __match_args__ names.
class NoArgs:
    pass
try:
    match NoArgs():
        case NoArgs(1):
            pass
except TypeError as e:
    print(e)
match 5:
    case int(x, y):
        pass

# expect: NoArgs() accepts 0 positional sub-patterns (1 given)
# expect runtime error: TypeError: int() accepts 1 positional sub-pattern (2 given)
