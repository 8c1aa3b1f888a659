# A generator closed at program exit whose finally raises: CPython reports it as an ignored
# exception ("Exception ignored in: <generator ...>" and the traceback) and exits with 0.
def gen():
    try:
        yield 1
    finally:
        raise KeyError("late")


g = gen()
print(next(g))
print("done")
# expect: 1
# expect: done
# expect stderr: KeyError: 'late'
