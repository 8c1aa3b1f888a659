# A C method call's result stored into its own receiver or argument (w = w.strip()): the
# receiver stays alive through the call and its old value is released after.
def clean(words, sep):
    out = []
    for w in words:
        w = w.strip()
        w = w.lower()
        sep = w.split(sep)
        out.append(sep)
        sep = None
    return out


print(clean(["  Hello World ", "A-B ", "x"], None))
print(clean(["a-b-c ", "d"], "-")[1])


def grow(xs, x):
    xs.append(x)
    xs.append(xs)
    return len(xs), xs[2] is xs


print(grow([1], 2))
# expect: [['hello', 'world'], ['a-b'], ['x']]
# expect: ['d']
# expect: (3, True)
