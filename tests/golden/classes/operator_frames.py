# operators whose special methods are Python functions: NotImplemented hands over to the
# reflected method, the default __ne__, operators in conditions and chains, temporaries
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __eq__(self, other):
        if isinstance(other, Money):
            return self.cents == other.cents
        if isinstance(other, int):
            return NotImplemented
        return False

    def __lt__(self, other):
        return self.cents < other.cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        return NotImplemented

    def __radd__(self, other):
        return Money(self.cents + other * 100)

    def __sub__(self, other):
        return Money(self.cents - other.cents)

    def __repr__(self):
        return "M%d" % self.cents


class Coin:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return "coin-eq"

    def __radd__(self, other):
        return "coin-radd"


a, b = Money(150), Money(250)
print(a == b, a != b, a == Money(150), a != Money(150), a == 150, a != 150, a == "x")
print(a + b, 2 + a, (a + b) + a, a + b - a, a < b < Money(300), b < a < Money(300))
print(a + Coin(1), a == Coin(1), Coin(1) == a, a != Coin(1))
hits = 0
for m in [Money(100), Money(150), Money(150)]:
    if m == a:
        hits += 1
    if m != a:
        hits += 10
    if m < b:
        hits += 100
print(hits, sorted([b, a, Money(5)]), max(a, b), [a, b].index(Money(250)))
total = Money(0)
for k in range(5):
    total = total + Money(k)
print(total, total == Money(10), sum([Money(1), Money(2)], Money(0)))
while total < Money(20):
    total = total + Money(3)
print(total)
# expect: False True True False False True False
# expect: M400 M350 M550 M250 True False
# expect: coin-radd False coin-eq True
# expect: 312 [M5, M150, M250] M250 1
# expect: M10 True M3
# expect: M22
