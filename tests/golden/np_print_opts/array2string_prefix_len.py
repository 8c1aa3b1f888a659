# array2string uses only len() of prefix and suffix: characters, not bytes; a list works too.
import numpy as np

print(np.array2string(np.arange(30), suffix=[1] * 40, prefix="ééééé"))
print(np.array2string(np.arange(3), prefix=7))

# expect: [ 0  1  2  3  4  5  6  7  8
# expect:        9 10 11 12 13 14 15 16 17
# expect:       18 19 20 21 22 23 24 25 26
# expect:       27 28 29]
# expect runtime error: TypeError: object of type 'int' has no len()
