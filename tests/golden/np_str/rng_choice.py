import numpy as np
rng = np.random.default_rng(42)
print(rng.choice(['H', 'T'], size=8))
print(rng.choice(['a', 'b', 'c'], 2, replace=False), rng.choice(['q', 'r']))
# expect: ['H' 'T' 'T' 'H' 'H' 'T' 'H' 'T']
# expect: ['a' 'c'] r
