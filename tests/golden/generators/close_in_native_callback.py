# A generator abandoned (suspended) inside a Python function that native code calls (map's
# function, a class's __getitem__, a sort key) is closed as the function returns; the
# function object the native call held stays alive (it was released twice: a crash or a
# global rebound to garbage on the next call).
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("closed")

def first(i):
    g = gen()
    return next(g) + i

print(list(map(first, [10, 20])))
print(list(map(first, [30])))
print(first.__name__)

class Linked:
    def __iter__(self):
        yield "a"
        yield "b"
    def __getitem__(self, i):
        for k, v in enumerate(self):
            if k == i:
                return v
        raise IndexError(i)

ll = Linked()
print(ll[0], ll[1], ll[0])
print(sorted([3, 1, 2], key=lambda x: next(iter(gen())) * -x))
# expect: closed
# expect: closed
# expect: [11, 21]
# expect: closed
# expect: [31]
# expect: first
# expect: a b a
# expect: closed
# expect: closed
# expect: closed
# expect: [3, 2, 1]
