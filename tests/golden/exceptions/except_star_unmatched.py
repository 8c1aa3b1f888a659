# What no except* clause matches goes on as a group of the original's shape; a bare raise in
# a clause puts its part back.
def handle():
    try:
        raise ExceptionGroup("top", [ValueError(1), ExceptionGroup("sub", [KeyError(2), ValueError(3)]), OSError("o")])
    except* ValueError:
        print("values handled")
    except* OSError:
        print("os errors, raised again")
        raise


try:
    handle()
except ExceptionGroup as g:
    print(repr(g))
# expect: values handled
# expect: os errors, raised again
# expect: ExceptionGroup('top', [ExceptionGroup('sub', [KeyError(2)]), OSError('o')])
