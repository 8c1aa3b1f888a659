# yield from: iterables, generators, nesting, and the value a generator returns
def inner(n):
    for i in range(n):
        yield i
    return n * 10

def outer():
    r = yield from inner(3)
    print("inner returned", r)
    yield from "xy"
    yield from [7, 8]
    r2 = yield from ()
    print("empty returned", r2)
    return "end"

print(list(outer()))

def tree(depth):
    if depth == 0:
        yield "leaf"
        return
    yield f"node{depth}"
    yield from tree(depth - 1)
    yield from tree(depth - 1)

print(list(tree(2)))

def flatten(items):
    for it in items:
        if isinstance(it, list):
            yield from flatten(it)
        else:
            yield it

print(list(flatten([1, [2, [3, [4]], 5], [[6]]])))
# expect: inner returned 30
# expect: empty returned None
# expect: [0, 1, 2, 'x', 'y', 7, 8]
# expect: ['node2', 'node1', 'leaf', 'leaf', 'node1', 'leaf', 'leaf']
# expect: [1, 2, 3, 4, 5, 6]
