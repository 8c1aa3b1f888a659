# An exception raised while another is handled gets it as __context__.
try:
    try:
        [][0]
    except IndexError as first:
        raise ValueError("second")
except ValueError as e:
    print(repr(e), repr(e.__context__), e.__cause__, e.__suppress_context__)

try:
    try:
        raise KeyError("a")
    finally:
        int("b")
except ValueError as e:
    print(repr(e.__context__))

try:
    try:
        raise KeyError("a")
    except KeyError as e:
        e2 = e
    raise ValueError("after the handler")
except ValueError as e:
    print(e.__context__)
# expect: ValueError('second') IndexError('list index out of range') None False
# expect: KeyError('a')
# expect: None
