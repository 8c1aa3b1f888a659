# RandomState objects carry their own legacy stream, independent of the global one.
import numpy as np
np.random.seed(1)
rs = np.random.RandomState(42)
print(rs.rand(3))
print(np.random.rand(2))
print(rs.randn(2), rs.randn())
print(rs.randint(0, 10, 5), rs.randint(7))
print(rs.normal(size=3), rs.uniform(1, 2, 2))
print(rs.choice(10, 3, replace=False), rs.permutation(5))
rs.seed(42)
print(rs.rand(3), isinstance(rs, np.random.RandomState))
print(np.random.rand(2))

# expect: [0.37454012 0.95071431 0.73199394]
# expect: [0.417022   0.72032449]
# expect: [-1.11188012  0.31890218] 0.2790412922001377
# expect: [7 2 5 4 1] 3
# expect: [ 1.01051528  0.02222183 -0.42779291] [1.39986097 1.04666566]
# expect: [1 8 7] [4 3 1 2 0]
# expect: [0.37454012 0.95071431 0.73199394] True
# expect: [1.14374817e-04 3.02332573e-01]
