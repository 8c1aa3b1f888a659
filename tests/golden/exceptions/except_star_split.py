# except*: each clause gets the part of the group its type matches, as a group with the same
# message; clauses run in order, each on what is still unmatched.
try:
    raise ExceptionGroup("batch", [ValueError("a"), TypeError("b"), ValueError("c")])
except* ValueError as e:
    print("values:", repr(e), [str(x) for x in e.exceptions])
except* TypeError as e:
    print("types:", e.exceptions, type(e).__name__)
except* KeyError:
    print("never: nothing left for it")
# expect: values: ExceptionGroup('batch', [ValueError('a'), ValueError('c')]) ['a', 'c']
# expect: types: (TypeError('b'),) ExceptionGroup
