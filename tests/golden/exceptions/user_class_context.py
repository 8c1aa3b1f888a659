# An exception raised while handling a user exception gets it as __context__.
class FirstError(Exception):
    pass

try:
    try:
        raise FirstError("one")
    except FirstError:
        raise ValueError("two")
except ValueError as e:
    print(repr(e), repr(e.__context__), e.__cause__)
# expect: ValueError('two') FirstError('one') None
