# Clauses are tried in order; a base class catches its subclasses; bare except catches all.
def kind(f):
    try:
        f()
    except KeyError:
        return "KeyError"
    except LookupError:
        return "LookupError"
    except ArithmeticError as e:
        return "ArithmeticError/" + type(e).__name__
    except Exception as e:
        return "Exception/" + type(e).__name__
    except:
        return "bare"
    return "none"

print(kind(lambda: [][0]))
print(kind(lambda: "abc"[10]))
print(kind(lambda: 1 // 0))
print(kind(lambda: 2.0 ** 10000))
print(kind(lambda: int("z")))
print(kind(lambda: undefined_name))
print(kind(lambda: None))
print(kind(lambda: (1, 2).nope))
# expect: LookupError
# expect: LookupError
# expect: ArithmeticError/ZeroDivisionError
# expect: ArithmeticError/OverflowError
# expect: Exception/ValueError
# expect: Exception/NameError
# expect: none
# expect: Exception/AttributeError
