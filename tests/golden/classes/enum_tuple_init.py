# An Enum with __init__: a tuple value is passed as its arguments (the Planet example).
from enum import Enum
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
for p in Planet:
    print(p.name, p.value, f"{p.surface_gravity:.2f}")
class Coin(Enum):
    PENNY = 1
    NICKEL = 5
    def __init__(self, cents):
        self.dollars = cents / 100
print(Coin.NICKEL.dollars, Coin(1))

# expect: MERCURY (3.303e+23, 2439700.0) 3.70
# expect: EARTH (5.976e+24, 6378140.0) 9.80
# expect: 0.05 Coin.PENNY
