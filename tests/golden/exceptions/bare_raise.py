# A bare raise re-raises the exception being handled, the same object.
saved = None
def handler():
    global saved
    try:
        [].pop()
    except IndexError as e:
        saved = e
        print("logging", e)
        raise

try:
    handler()
except IndexError as e:
    print("again", e, e is saved)

def nested():
    try:
        1 / 0
    except ZeroDivisionError:
        try:
            int("x")
        except ValueError:
            pass
        raise          # the ZeroDivisionError again: the inner handler has ended

try:
    nested()
except ZeroDivisionError as e:
    print("outer", repr(e))

try:
    raise
except RuntimeError as e:
    print(e)
# expect: logging pop from empty list
# expect: again pop from empty list True
# expect: outer ZeroDivisionError('division by zero')
# expect: No active exception to reraise
