# A missing name in a chain raises NameError after the operations before it would have run.
import numpy as np

x = np.ones(20000)
z = np.exp(x * 2) + undefined_name * 3
# expect runtime error: NameError: name 'undefined_name' is not defined
