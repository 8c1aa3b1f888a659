# raise X from Y sets __cause__ and __suppress_context__; from None hides the context.
def convert(s):
    try:
        return int(s)
    except ValueError as e:
        raise TypeError("not a number: " + s) from e

try:
    convert("q")
except TypeError as e:
    print(repr(e))
    print(repr(e.__cause__), type(e.__cause__) is ValueError)
    print(repr(e.__context__), e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("k") from None
except KeyError as e:
    print(e.__cause__, repr(e.__context__), e.__suppress_context__)

try:
    raise ValueError("x") from IndexError
except ValueError as e:
    print(repr(e.__cause__), e.__context__)
# expect: TypeError('not a number: q')
# expect: ValueError("invalid literal for int() with base 10: 'q'") True
# expect: ValueError("invalid literal for int() with base 10: 'q'") True
# expect: None ZeroDivisionError('division by zero') True
# expect: IndexError() None
