# floor/ceil/trunc return ints.
import math
print(math.floor(2.7), math.floor(-2.7), math.ceil(2.1), math.ceil(-2.1), math.trunc(-2.7), math.floor(5), type(math.floor(1.5)))

# expect: 2 -3 3 -2 -2 5 <class 'int'>
