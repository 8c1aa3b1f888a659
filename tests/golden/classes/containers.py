# the container protocol: __len__, __getitem__ (with slices), __setitem__, __delitem__,
# __contains__, __iter__, and truth from __bool__ or __len__
class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = [0] * (w * h)

    def __len__(self):
        return len(self.cells)

    def __getitem__(self, key):
        if isinstance(key, tuple):
            x, y = key
            return self.cells[y * self.w + x]
        return self.cells[key]

    def __setitem__(self, key, value):
        x, y = key
        self.cells[y * self.w + x] = value

    def __delitem__(self, key):
        x, y = key
        self.cells[y * self.w + x] = 0

    def __contains__(self, value):
        return value in self.cells

    def __iter__(self):
        return iter(self.cells)


g = Grid(3, 2)
g[1, 1] = 7
g[2, 0] = 5
print(len(g), g[1, 1], g[4], g[2:5], 7 in g, 9 in g, 9 not in g)
del g[1, 1]
print(list(g), sum(g), max(g), sorted(g, reverse=True)[:2], bool(g))
a, b, c, d, e, f = g
print(a, c, [x * 2 for x in g], list(enumerate(g))[2])


class Empty:
    def __len__(self):
        return 0


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        return self.on


print(bool(Empty()), not Empty(), bool(Flag(True)), bool(Flag(False)), bool(object()))
print("yes" if Flag(True) else "no", "yes" if Empty() else "no", Flag(False) or "other")


class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise_index = [][i]
        return i * i


print(list(Seq()), 9 in Seq(), 5 in Seq())
for x in Seq():
    print(x, end=" ")
print()
# expect: 6 7 7 [5, 0, 7] True False True
# expect: [0, 0, 5, 0, 0, 0] 5 5 [5, 0] True
# expect: 0 5 [0, 0, 10, 0, 0, 0] (2, 5)
# expect: False True True False True
# expect: yes no other
# expect: [0, 1, 4, 9] True False
# expect: 0 1 4 9 
