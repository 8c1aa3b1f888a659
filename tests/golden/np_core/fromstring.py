# np.fromstring's text mode: blanks around separators are free, count=, an empty string.
import numpy as np
print(np.fromstring('1 2 3', sep=' '), np.fromstring('1, 2,3 ,4', dtype=int, sep=','))
print(np.fromstring('1.5\n2.5\t3', sep=' '), np.fromstring('1 2 3 4', sep=' ', count=2))
print(np.fromstring('', sep=' '), np.fromstring('7', dtype=np.int8, sep=','))

# expect: [1. 2. 3.] [1 2 3 4]
# expect: [1.5 2.5 3. ] [1. 2.]
# expect: [] [7]
