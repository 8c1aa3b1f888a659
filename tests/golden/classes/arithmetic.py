# arithmetic special methods, their reflected forms and in-place forms
class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        return NotImplemented

    def __radd__(self, o):
        if o == 0:
            return self
        return NotImplemented

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def __rmul__(self, k):
        return Vec(k * self.x, k * self.y)

    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)

    def __floordiv__(self, k):
        return Vec(self.x // k, self.y // k)

    def __mod__(self, k):
        return Vec(self.x % k, self.y % k)

    def __pow__(self, k):
        return Vec(self.x ** k, self.y ** k)

    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __pos__(self):
        return self

    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __invert__(self):
        return Vec(self.y, self.x)

    def __and__(self, o):
        return "and"

    def __or__(self, o):
        return "or"

    def __xor__(self, o):
        return "xor"

    def __lshift__(self, n):
        return "lshift"

    def __rshift__(self, n):
        return "rshift"


a, b = Vec(1, 2), Vec(3, 4)
print(a + b, b - a, a * 3, 3 * a, a / 2, b // 2, b % 2, a ** 2, a @ b)
print(-a, +a, abs(b), ~a, a & b, a | b, a ^ b, a << 1, a >> 1)
print(sum([a, b, Vec(10, 10)]), sum([], Vec(0, 0)))
c = a
c += b
print(c, a, c is a)
c *= 2
print(c)


class Acc:
    def __init__(self):
        self.items = []

    def __iadd__(self, x):
        self.items.append(x)
        return self

    def __add__(self, x):
        return "plain add"


acc = Acc()
same = acc
acc += 5
acc += 6
print(acc.items, acc is same, acc + 1)


class Base:
    def __add__(self, o):
        return "Base.add"

    def __radd__(self, o):
        return "Base.radd"


class Derived(Base):
    def __radd__(self, o):
        return "Derived.radd"


print(Base() + Derived(), Derived() + Base(), 1 + Base())
# expect: Vec(4, 6) Vec(2, 2) Vec(3, 6) Vec(3, 6) Vec(0.5, 1.0) Vec(1, 2) Vec(1, 0) Vec(1, 4) 11
# expect: Vec(-1, -2) Vec(1, 2) 5.0 Vec(2, 1) and or xor lshift rshift
# expect: Vec(14, 16) Vec(0, 0)
# expect: Vec(4, 6) Vec(1, 2) False
# expect: Vec(8, 12)
# expect: [5, 6] True plain add
# expect: Derived.radd Base.add Base.radd
