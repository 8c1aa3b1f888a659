# return in a generator ends it; its value is what yield from gives
def g(stop):
    for i in range(10):
        if i == stop:
            return i * 100
        yield i

def collect(stop):
    got = yield from g(stop)
    yield ("returned", got)

print(list(collect(3)))
print(list(collect(0)))
print(list(g(2)), list(g(20)))

def early():
    return
    yield 1

print(list(early()))
# expect: [0, 1, 2, ('returned', 300)]
# expect: [('returned', 0)]
# expect: [0, 1] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
# expect: []
