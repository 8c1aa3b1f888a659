# Generator.hypergeometric: the urn by random_interval draws for small samples, HRUA with
# log-factorials otherwise (a different algorithm and stream from RandomState's).
import numpy as np
r = np.random.default_rng(3)
print(r.hypergeometric(10, 5, 7, size=5))
print(r.hypergeometric(1000, 2000, 500, size=5))
print(r.hypergeometric(20, 30, 45, size=4))
print(r.hypergeometric(5, 5, 0), r.hypergeometric(100, 0, 30))
print(r.hypergeometric([5, 50, 500], [50, 5, 500], [10, 20, 400]))
print(r.hypergeometric(10**8, 10**8, 10**7))

# expect: [5 5 4 4 4]
# expect: [166 164 161 172 172]
# expect: [19 19 17 18]
# expect: 0 30
# expect: [  0  18 194]
# expect: 5000339
