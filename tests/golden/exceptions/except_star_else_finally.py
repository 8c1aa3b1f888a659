# except* with else and finally; the name is unbound after the clause; a tuple of types; a
# break inside a loop within a clause.
try:
    raise ValueError("x")
except* ValueError:
    print("handled")
else:
    print("else")
finally:
    print("finally")
try:
    pass
except* ValueError:
    print("no")
else:
    print("else runs")
e = "before"
try:
    raise ExceptionGroup("g", [OSError("o"), ValueError(9)])
except* (KeyError, ValueError, OSError) as e:
    print("tuple", repr(e))
try:
    print(e)
except NameError as ne:
    print(ne)
for i in range(2):
    try:
        raise ExceptionGroup("g", [ValueError(i)])
    except* ValueError:
        for j in range(3):
            if j == 1:
                break
        print("loop", i, j)
# expect: handled
# expect: finally
# expect: else runs
# expect: tuple ExceptionGroup('g', [OSError('o'), ValueError(9)])
# expect: name 'e' is not defined
# expect: loop 0 1
# expect: loop 1 1
