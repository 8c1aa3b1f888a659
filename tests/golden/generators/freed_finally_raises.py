# An exception raised while a freed generator is closed is reported on stderr ("Exception
# ignored in") and the program goes on, as in CPython.
def bad():
    try:
        yield 1
    finally:
        print("closing")
        raise ValueError("in finally")

g = bad()
next(g)
del g
print("after")
# expect: closing
# expect: after
# expect stderr: ValueError: in finally
