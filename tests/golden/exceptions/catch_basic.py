# An error raised by the runtime is an ordinary exception: caught by its class.
try:
    x = 1 / 0
    print("not reached")
except ZeroDivisionError as e:
    print("caught:", e)
    print(repr(e), type(e).__name__, e.args)
    print(type(e) is ZeroDivisionError, e.__class__ is ZeroDivisionError)
print("after")
# expect: caught: division by zero
# expect: ZeroDivisionError('division by zero') ZeroDivisionError ('division by zero',)
# expect: True True
# expect: after
