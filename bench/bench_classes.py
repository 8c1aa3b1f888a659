# Class-heavy benchmark: object creation, attribute reads and writes, method calls, operator
# special methods and inheritance. Prints `BENCH seconds name` (best of several repeats, timed
# inside the program so start-up is excluded).
import time


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def dot(self, other):
        return self.x * other.x + self.y * other.y

    def scaled(self, k):
        return Vec(self.x * k, self.y * k)

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)


class Particle:
    count = 0

    def __init__(self, pos, vel):
        self.pos = pos
        self.vel = vel
        Particle.count += 1

    def step(self, dt):
        self.pos = self.pos + self.vel.scaled(dt)

    def energy(self):
        return 0.5 * self.vel.dot(self.vel)


class Heavy(Particle):
    def __init__(self, pos, vel, mass):
        super().__init__(pos, vel)
        self.mass = mass

    def energy(self):
        return self.mass * super().energy()


class Counter:
    def __init__(self):
        self.n = 0

    def bump(self, k):
        self.n += k
        return self.n


def simulate(n, steps):
    ps = []
    for i in range(n):
        v = Vec(i * 0.5, 1.0 - i * 0.25)
        if i % 2:
            ps.append(Heavy(Vec(0.0, 0.0), v, 2.0))
        else:
            ps.append(Particle(Vec(0.0, 0.0), v))
    total = 0.0
    for _ in range(steps):
        for p in ps:
            p.step(0.01)
            total += p.energy()
    return total


def count(n):
    c = Counter()
    s = 0
    for i in range(n):
        s += c.bump(i & 7)
    return s


best_sim = best_count = 1e9
for _ in range(5):
    t0 = time.perf_counter()
    r = simulate(200, 200)
    best_sim = min(best_sim, time.perf_counter() - t0)
    t0 = time.perf_counter()
    s = count(300000)
    best_count = min(best_count, time.perf_counter() - t0)
assert abs(r - 122910000.0) < 1e-3, r
assert s == 157498950000, s
print("BENCH", best_sim, "classes: particles (objects, methods, super, __add__)")
print("BENCH", best_count, "classes: method calls and attribute updates")
