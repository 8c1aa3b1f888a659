# An exception in a finally block replaces the one in flight, which becomes its context.
def f():
    try:
        raise KeyError("first")
    finally:
        raise ValueError("second")

try:
    f()
except KeyError:
    print("not this")
except ValueError as e:
    print(repr(e), repr(e.__context__))

def g():
    for i in range(3):
        try:
            raise IndexError(i)
        finally:
            continue   # swallows the exception
    return "loop done"
print(g())
# expect: ValueError('second') KeyError('first')
# expect: loop done
