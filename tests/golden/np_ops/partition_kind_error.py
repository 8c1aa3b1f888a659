# The only selection kind is 'introselect'.
import numpy as np

print(np.partition(np.arange(5)[::-1], 1, kind='introselect'))
np.partition(np.arange(5), 1, kind='quicksort')

# expect: [0 1 2 3 4]
# expect runtime error: ValueError: select kind must be 'introselect' (got 'quicksort')
