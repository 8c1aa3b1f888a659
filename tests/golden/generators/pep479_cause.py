# the RuntimeError's cause is the StopIteration
def g():
    yield 1
    raise StopIteration('inner')

try:
    list(g())
except RuntimeError as e:
    print(e)
    print(type(e.__cause__).__name__, e.__cause__)
    print(e.__suppress_context__)
# expect: generator raised StopIteration
# expect: StopIteration inner
# expect: True
