# What raise and except accept: classes deriving from BaseException and their instances.
tries = [
    lambda: exec_raise(3),
    lambda: exec_raise("text"),
    lambda: exec_raise(ValueError, 5),
    lambda: exec_raise(int),
]
def exec_raise(x, cause=None):
    if cause is None:
        raise x
    raise x from cause
for t in tries:
    try:
        t()
    except TypeError as e:
        print(e)
try:
    try:
        1 / 0
    except (ValueError, 3):
        print("no")
except TypeError as e:
    print(e, "|", repr(e.__context__))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        pass
    except 3:
        pass
    print("an unused bad clause is not checked")
except TypeError:
    print("no")
# expect: exceptions must derive from BaseException
# expect: exceptions must derive from BaseException
# expect: exception causes must derive from BaseException
# expect: exceptions must derive from BaseException
# expect: catching classes that do not inherit from BaseException is not allowed | ZeroDivisionError('division by zero')
# expect: an unused bad clause is not checked
