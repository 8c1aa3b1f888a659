# nanstr/infstr longer than 15 characters are printed whole.
import numpy as np

np.set_printoptions(nanstr="not-a-number-at-all", infstr="INFINITY-AND-BEYOND")
print(np.array([np.nan, 1.0, -np.inf, np.inf]))
print(repr(np.array([np.nan])))

# expect: [ not-a-number-at-all                   1. -INFINITY-AND-BEYOND
# expect:   INFINITY-AND-BEYOND]
# expect: array([not-a-number-at-all])
