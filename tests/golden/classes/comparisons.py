# rich comparisons: reflection, NotImplemented, the default __ne__, identity for ==, sorting
class V:
    def __init__(self, major, minor):
        self.key = (major, minor)

    def __eq__(self, other):
        if not isinstance(other, V):
            return NotImplemented
        return self.key == other.key

    def __lt__(self, other):
        return self.key < other.key

    def __le__(self, other):
        return self.key <= other.key

    def __repr__(self):
        return "V%d.%d" % self.key


a, b, c = V(1, 2), V(1, 10), V(1, 2)
print(a == c, a != c, a == b, a != b, a < b, a <= c, b > a, b >= a, a > b)
print(sorted([b, a, V(0, 9)]), max([a, b]), min(a, b), a in [b, c], [b, c].index(c))
print(a == 1, 1 == a, a != "x")


class OnlyGt:
    def __init__(self, v):
        self.v = v

    def __gt__(self, other):
        return self.v > other.v


print(OnlyGt(1) < OnlyGt(2), OnlyGt(3) < OnlyGt(2))


class Plain:
    pass


p = Plain()
print(p == p, p == Plain(), p != Plain(), p != p)


class Weird:
    def __eq__(self, other):
        return "yes"


print(Weird() == 1, Weird() != 1, 1 == Weird())
print(NotImplemented, repr(NotImplemented), type(NotImplemented).__name__)
# expect: True False False True True True True True False
# expect: [V0.9, V1.2, V1.10] V1.10 V1.2 True 1
# expect: False False True
# expect: True False
# expect: True False True False
# expect: yes False yes
# expect: NotImplemented NotImplemented NotImplementedType
