# An object without __enter__/__exit__ is refused with CPython's message.
try:
    with 42:
        pass
except TypeError as e:
    print(e)
with [1, 2] as x:
    pass
# expect: 'int' object does not support the context manager protocol
# expect runtime error: TypeError: 'list' object does not support the context manager protocol
