# yield from over a generator that already finished gets None: its return value went with
# the next() that finished it.
def gen():
    yield 1
    return 5

def outer(inner):
    r = yield from inner
    print("r", r)

g = gen()
print(list(outer(g)))
print(list(outer(g)))
# expect: r 5
# expect: [1]
# expect: r None
# expect: []
