# RandomState.hypergeometric for nsample <= 10: the legacy urn walk, one double per step.
import numpy as np
np.random.seed(1)
print(np.random.hypergeometric(10, 5, 7))
print(np.random.hypergeometric(4, 20, 10, size=8))
print(type(np.random.hypergeometric(3, 3, 3)).__name__)

# expect: 6
# expect: [1 3 2 3 0 0 3 2]
# expect: int
