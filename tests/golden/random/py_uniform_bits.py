# uniform(a, b) is a + (b - a) * random(); getrandbits takes the top bits of each word.
import random
random.seed(99)
print(random.uniform(1.5, 4.5), random.uniform(1, 4), random.uniform(10, 0))
print(random.getrandbits(5), random.getrandbits(32), random.getrandbits(40), random.getrandbits(63))
print(random.triangular(), random.lognormvariate(0.0, 1.0))

# expect: 2.711934224830999 1.6002263337248364 8.211976794133877
# expect: 7 572280320 97752929272 6724124349278416559
# expect: 0.43764573688782704 1.984406326750606
