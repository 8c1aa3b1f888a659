# TracebackException: the type, the stack, the cause (the context is dropped after `from`),
# str, format() with and without the chain, format_exception_only.
import traceback


def inner():
    raise KeyError("k")


def outer():
    try:
        inner()
    except KeyError as e:
        raise ValueError("wrapped") from e


try:
    outer()
except ValueError as e:
    te = traceback.TracebackException.from_exception(e)
    print(te.exc_type.__name__, te.__cause__.exc_type.__name__, te.__context__, te.__suppress_context__)
    print([f.name for f in te.stack], [f.name for f in te.__cause__.stack])
    print(str(te), list(te.format_exception_only()))
    whole = "".join(te.format())
    print(whole.count("Traceback"), "direct cause" in whole, whole.splitlines()[-1])
    print("".join(te.format(chain=False)).count("Traceback"))
    te2 = traceback.TracebackException(type(e), e, e.__traceback__)
    print(te2.exc_type is ValueError, len(te2.stack))
# expect: ValueError KeyError None True
# expect: ['<module>', 'outer'] ['outer', 'inner']
# expect: wrapped ['ValueError: wrapped\n']
# expect: 2 True ValueError: wrapped
# expect: 1
# expect: True 2
