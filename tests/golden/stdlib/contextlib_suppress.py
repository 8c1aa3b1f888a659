# suppress swallows the listed exceptions only.
from contextlib import suppress
with suppress(FileNotFoundError, KeyError):
    {}["k"]
print("suppressed")
with suppress():
    pass
with suppress(KeyError):
    print("no exception")
with suppress(KeyError):
    1 / 0

# expect: suppressed
# expect: no exception
# expect runtime error: ZeroDivisionError: division by zero
