# PCG64.jumped(jumps) and PCG64.advance(delta): independent streams and skipping ahead, bit-identical to NumPy.
import numpy as np
bg = np.random.PCG64(1)
print(np.random.Generator(bg.jumped()).integers(1000, size=3))
print(np.random.Generator(bg.jumped(3)).random(2))
print(bg.state["state"]["state"])
bg.advance(10)
print(bg.state["state"]["state"], bg.random_raw())
g = np.random.PCG64(5)
g.random_raw(7)
h = np.random.PCG64(5)
h.advance(7)
print(g.random_raw() == h.random_raw())
h.advance(-1)
print(h.random_raw(), np.random.PCG64(5).advance(2**130 + 3).random_raw())
print(np.random.Generator(np.random.PCG64(9).jumped(-2)).integers(100, size=3))
rngs = [np.random.Generator(np.random.PCG64(42).jumped(i)) for i in range(3)]
print([r.integers(10**6) for r in rngs])


# expect: [344 338 995]
# expect: [0.31783741 0.63889888]
# expect: 207833532711051698738587646355624148094
# expect: 130966367162730243251109438378186170520 13899863471909450293
# expect: True
# expect: 835179914805982670 5272104914398938230
# expect: [40 63 91]
# expect: [89250, 135029, 352143]
