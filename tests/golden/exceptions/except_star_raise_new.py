# Exceptions the clauses raise go on together with the unmatched part in ExceptionGroup('', ...),
# each with the part its clause handled as __context__.
try:
    try:
        raise ExceptionGroup("m", [ValueError(1), TypeError(2), KeyError(3)])
    except* ValueError:
        raise IndexError("from v")
    except* TypeError:
        raise RuntimeError("from t")
except ExceptionGroup as g:
    print(repr(g))
    print([repr(x.__context__) for x in g.exceptions[:2]])
# expect: ExceptionGroup('', [IndexError('from v'), RuntimeError('from t'), ExceptionGroup('m', [KeyError(3)])])
# expect: ["ExceptionGroup('m', [ValueError(1)])", "ExceptionGroup('m', [TypeError(2)])"]
