# A naked exception: a matching clause sees ExceptionGroup('', (exc,)); one no clause matches
# goes on naked; a new exception a clause raises for it goes on naked too; a bare raise makes
# the group the clause got go on.
try:
    raise ValueError("naked")
except* ValueError as e:
    print(repr(e))
try:
    try:
        raise KeyError("k")
    except* ValueError:
        print("no")
except KeyError as e:
    print("passes on:", repr(e))
try:
    try:
        raise ValueError(5)
    except* ValueError:
        raise TypeError("t2")
except TypeError as e:
    print("new one:", repr(e), repr(e.__context__))
try:
    try:
        raise ValueError(1)
    except* ValueError:
        raise
except Exception as e:
    print("re-raised:", repr(e))
# expect: ExceptionGroup('', (ValueError('naked'),))
# expect: passes on: KeyError('k')
# expect: new one: TypeError('t2') ExceptionGroup('', (ValueError(5),))
# expect: re-raised: ExceptionGroup('', (ValueError(1),))
