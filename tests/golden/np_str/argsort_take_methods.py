# a.argsort() and a.take()/np.take of a 1-D string array (ties keep their order).
import numpy as np
s = np.array(['pear', 'apple', 'fig', 'apple'])
print(s.argsort(), s.argsort(kind='mergesort'), s[s.argsort(kind='stable')])
print(np.take(s, [2, 0]))
values = np.array(['2:first', '2:second', '1:first', '1:second', '1:third'])
key = np.array([2, 2, 1, 1, 1])
print(values.take(key.argsort(kind='mergesort')), np.take(values, [-1, 0], axis=0))

# expect: [1 3 2 0] [1 3 2 0] ['apple' 'apple' 'fig' 'pear']
# expect: ['fig' 'pear']
# expect: ['1:first' '1:second' '1:third' '2:first' '2:second'] ['1:third' '2:first']
