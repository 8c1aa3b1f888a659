# In an except* clause a bare raise puts the part back into the original group; `raise e`
# raises it as a new exception, which goes on next to what is left.
def bare():
    try:
        raise ExceptionGroup("g", [ValueError(1), KeyError(2)])
    except* ValueError:
        raise


def named():
    try:
        raise ExceptionGroup("g", [ValueError(1), KeyError(2)])
    except* ValueError as e:
        raise e


for fn in (bare, named):
    try:
        fn()
    except ExceptionGroup as g:
        print(repr(g))
try:
    raise BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(3)])
except* KeyboardInterrupt as e:
    print("kb", repr(e))
except* ValueError as e:
    print("v", repr(e))
# expect: ExceptionGroup('g', [ValueError(1), KeyError(2)])
# expect: ExceptionGroup('', [ExceptionGroup('g', [ValueError(1)]), ExceptionGroup('g', [KeyError(2)])])
# expect: kb BaseExceptionGroup('b', [KeyboardInterrupt()])
# expect: v ExceptionGroup('b', [ValueError(3)])
