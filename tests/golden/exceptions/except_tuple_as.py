# except (A, B) as e binds e for the handler and deletes it afterwards.
def parse(s):
    try:
        return int(s) // len(s) * [1, 2][int(s)]
    except (ValueError, ZeroDivisionError) as e:
        print("bad", type(e).__name__, e)
    except (IndexError, TypeError) as err:
        print("index", err)
    return None

print(parse("x"))
print(parse("5"))
print(parse("1"))
try:
    1 / 0
except (TypeError, ArithmeticError) as e:
    print("arith", e)
try:
    print(e)
except NameError as ne:
    print(ne)
# expect: bad ValueError invalid literal for int() with base 10: 'x'
# expect: None
# expect: index list index out of range
# expect: None
# expect: 2
# expect: arith division by zero
# expect: name 'e' is not defined
