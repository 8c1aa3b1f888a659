# Constants of the numpy module.
import numpy as np

print(np.pi, np.e, np.inf, -np.inf, np.nan, np.newaxis)
print(np.pi == 3.141592653589793, np.inf > 1e308)

# expect: 3.141592653589793 2.718281828459045 inf -inf nan None
# expect: True True
